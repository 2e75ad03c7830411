import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * /contacts/edit/{id} with an id that is no contact id ("none", a mistyped link): the page says
 * the member may not edit it without asking the server about a household it cannot have (that
 * call was a 400 the browser logged; spanish.spec's newcomer walk caught it).
 */
afterEach(() => vi.unstubAllGlobals());

describe('editing a contact by a malformed id', () => {
  it('refuses without asking for a household', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Response(JSON.stringify({ message: 'no', code: 'forbidden' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithApp({ member: testMembers.member, route: '/contacts/edit/none' });
    expect(await screen.findByText(/You do not have permission/)).toBeVisible();
    expect(calls.filter((u) => u.includes('/api/household/'))).toEqual([]);
  });
});
