import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

function stubPost(status: number, body: unknown) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (init.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return posts as { url: string; body: Record<string, unknown>[] }[];
}

function fillItem(n: number, values: Record<string, string>) {
  const item = screen.getByRole('group', { name: `Item ${n}` });
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(item).getByLabelText(label), { target: { value } });
  }
}

const full = {
  'First name': 'Mia',
  'Last name': 'Núñez',
  'Name on the jersey': 'NUÑEZ',
  'Jersey number': '7',
  Size: 'Youth M',
};

describe('Jersey Request Form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for every field, then sends every item and resets', async () => {
    const posts = stubPost(201, { saved: 2 });
    renderWithApp({ member: testMembers.family, route: '/jerseyform' });
    await screen.findByRole('heading', { name: 'Jersey Request Form' });
    expect(screen.getByLabelText('Size')).toHaveAttribute('placeholder', 'Please be specific');
    expect(screen.getByLabelText('Jersey number')).toHaveAttribute('type', 'number');

    fillItem(1, full);
    fireEvent.click(screen.getByRole('button', { name: 'Add another item' }));
    fillItem(2, { ...full, 'First name': 'Leo' });
    fireEvent.change(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('For'), {
      target: { value: '2' },
    });
    fireEvent.change(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('Size'), {
      target: { value: '' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(
      await screen.findByText('Form Submission Failed: Please Complete All Fields'),
    ).toHaveAttribute('role', 'status');
    expect(posts).toHaveLength(0);
    fillItem(2, { Size: 'Youth S' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await screen.findByText('Form Submitted!')).toHaveAttribute('role', 'status');
    expect(posts[0]!.url).toBe('/api/form/create');
    expect(posts[0]!.body).toHaveLength(2);
    expect(posts[0]!.body[1]).toMatchObject({
      firstName: 'Leo',
      jerseyNumber: 7,
      jerseySize: 'Youth S',
      jerseyPosition: 2,
    });
    expect(posts[0]!.body[0]!.jerseyIndex).not.toBe(posts[0]!.body[1]!.jerseyIndex);
    // Reset to one empty item.
    expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('shows the server’s message when it refuses', async () => {
    stubPost(400, { message: 'Jersey number must be a whole number from 0 to 99' });
    renderWithApp({ member: testMembers.admin, route: '/giftform' });
    await screen.findByRole('heading', { name: 'Jacket Request Form' });
    fillItem(1, full);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(
      await screen.findByText(
        'Form Submission Failed: Jersey number must be a whole number from 0 to 99',
      ),
    ).toHaveAttribute('role', 'status');
  });
});
