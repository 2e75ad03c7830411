import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import {
  isFreshSignIn,
  noteFreshSignIn,
  noteLanguageSwitch,
} from '../../lib/i18n/sign-in-language';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { MemberLanguage } from './member-language';

/** A Spanish family lands in Spanish, and a switch offers emails and texts too. */

/** A server whose card says `language`; records each call. */
function serverWithCard(language: string) {
  const calls: string[] = [];
  let stored = language;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${path} ${init.body ?? ''}`.trim());
    if (init.method === 'PUT')
      stored = (JSON.parse(String(init.body)) as { language: string }).language;
    const body = init.method === 'PUT' ? { language: stored } : { id: 'me', language: stored };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The member picks a language in the header (language-switcher.tsx does the same). */
const switchTo = (language: 'en' | 'es') =>
  act(async () => {
    await i18n.changeLanguage(language);
    noteLanguageSwitch(language);
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

describe('the member’s language', () => {
  it('right after a sign-in, shows the site in the language of the member’s card', async () => {
    serverWithCard('es');
    noteFreshSignIn();
    renderWithApp({ member: testMembers.family, ui: <MemberLanguage /> });
    // A browser where no language was chosen yet (the harness's own setting is not a choice).
    window.localStorage.removeItem('language');
    await waitFor(() => expect(i18n.language).toBe('es'));
    // Taken from their card: nothing to offer.
    expect(screen.queryByRole('button', { name: /Sí, en/ })).toBeNull();
  });

  it('keeps a language chosen in this browser before the sign-in', async () => {
    const calls = serverWithCard('es');
    noteFreshSignIn();
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    renderWithApp({ member: testMembers.family, ui: <MemberLanguage /> });
    window.localStorage.setItem('language', 'en');
    await waitFor(() => expect(calls).toContain('GET /api/me'));
    // The sign-in's mark is taken in the same step that would switch to the card's language.
    await waitFor(() => expect(isFreshSignIn()).toBe(false));
    expect(changeLanguage).not.toHaveBeenCalledWith('es');
    expect(i18n.language).toBe('en');
  });

  it('keeps a language the member picks before their card is read after a sign-in', async () => {
    serverWithCard('es');
    noteFreshSignIn();
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    renderWithApp({ member: testMembers.family, ui: <MemberLanguage /> });
    await switchTo('en');
    // The card (Spanish) has been read: the offer for the picked language says so.
    expect(
      await screen.findByText('Would you also like your emails and texts in English?'),
    ).toBeInTheDocument();
    // Answering renders again, and React runs the previous render's effects before that.
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(changeLanguage).not.toHaveBeenCalledWith('es');
    expect(i18n.language).toBe('en');
  });

  it('leaves the language alone, and reads no card, when the page is not the return from a sign-in', async () => {
    const calls = serverWithCard('es');
    const { queryClient } = renderWithApp({ member: testMembers.family, ui: <MemberLanguage /> });
    // Rendering ran the effects: a card being read would be a query in flight, or a call made.
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toEqual([]);
    expect(i18n.language).toBe('en');
    // A change the app makes itself (not the member's pick in the header) offers nothing.
    await act(() => i18n.changeLanguage('es'));
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the emails and texts in the language the member switches to, and saves it', async () => {
    const calls = serverWithCard('en');
    renderWithApp({ member: testMembers.family, ui: <MemberLanguage /> });
    expect(screen.queryByRole('region')).toBeNull();

    await switchTo('es');
    expect(
      await screen.findByText(
        '¿Quiere recibir también sus correos y mensajes de texto en Español?',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, en Español' }));
    await waitFor(() => expect(calls).toContain('PUT /api/me/language {"language":"es"}'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sí, en Español' })).toBeNull(),
    );

    // Back to the card's language now: nothing to offer.
    await switchTo('es');
    expect(screen.queryByRole('button', { name: /Sí, en/ })).toBeNull();
  });

  it('says no without saving, and offers nothing to a guest', async () => {
    const calls = serverWithCard('en');
    renderWithApp({ member: testMembers.family, ui: <MemberLanguage /> });
    await switchTo('es');
    fireEvent.click(await screen.findByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('button', { name: 'Sí, en Español' })).toBeNull();
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });
});

describe('a guest', () => {
  it('is offered nothing and nothing is asked of the server', async () => {
    const calls = serverWithCard('en');
    renderWithApp({ member: null, ui: <MemberLanguage /> });
    await switchTo('es');
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
