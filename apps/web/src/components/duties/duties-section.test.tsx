import toast from 'react-hot-toast';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDuties } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { DutiesSection } from './duties-section';
import { MyDuties } from './my-duties';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = testMembers.family.id!;
const snacks = {
  id: 7,
  eventId: 'e1',
  nameEn: 'Snacks',
  nameEs: 'Merienda',
  slots: 2,
  note: 'Orange slices',
  at: null,
  signupClosesAt: null,
  volunteers: [{ signupId: 1, contactId: null, name: 'A volunteer', ours: false }],
};
const answer = (over: Partial<EventDuties> = {}): EventDuties => ({
  duties: [snacks],
  canManage: false,
  forWhom: [
    { contactId: me, name: 'Fiona Family' },
    // The household's other adult (the server never offers a child).
    { contactId: 'co-guardian', name: 'Frank Family' },
  ],
  assignable: [],
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(read: () => EventDuties, calls: string[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if (url === '/api/event/e1/duties') return json(read());
    if (url === '/api/duties/7/signups') return json({ signupId: 2 }, 201);
    return json({ message: 'no' }, 404);
  });
}

describe('the event page’s duties', () => {
  it('offers a manager the adults the server names to assign, and assigns the one chosen', async () => {
    const calls: string[] = [];
    serve(
      () =>
        answer({
          canManage: true,
          // The server leaves children out; the one volunteer already on is not offered again.
          assignable: [
            { contactId: 'c-zoe', name: 'Zoe Adams' },
            { contactId: 'c-ben', name: 'Ben Brown' },
          ],
          duties: [
            {
              ...snacks,
              volunteers: [{ signupId: 1, contactId: 'c-zoe', name: 'Zoe Adams', ours: false }],
            },
          ],
        }),
      calls,
    );
    renderWithApp({ member: testMembers.admin, ui: <DutiesSection eventId="e1" /> });
    const duty = (await screen.findByRole('listitem', { name: 'Snacks' })) as HTMLElement;
    const pick = within(duty).getByLabelText('Assign someone to Snacks');
    expect(
      within(pick)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a person', 'Ben Brown']);
    fireEvent.change(pick, { target: { value: 'c-ben' } });
    await act(async () => {
      fireEvent.click(within(duty).getByRole('button', { name: 'Assign' }));
    });
    await vi.waitFor(() =>
      expect(calls).toContain('POST /api/duties/7/signups {"contactId":"c-ben"}'),
    );
  });

  it('shows the server’s refusal of a withdrawal past the cut-off, in its words', async () => {
    const refused = vi.spyOn(toast, 'error');
    const words = 'Withdrawing from “Snacks” closed at Sat, Dec 12, 5:00 PM: ask a team manager.';
    const mine = { signupId: 3, contactId: me, name: 'Fiona Family', ours: true };
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url === '/api/event/e1/duties') {
        // The page's clock says still open; the server's says closed.
        const closes = new Date(Date.now() + 60_000).toISOString();
        return json(
          answer({ duties: [{ ...snacks, signupClosesAt: closes, volunteers: [mine] }] }),
        );
      }
      if (url === '/api/duties/signups/3' && init.method === 'DELETE') {
        return json({ message: words, code: 'withdraw_closed' }, 409);
      }
      return json({ message: 'no' }, 404);
    });
    renderWithApp({ member: testMembers.family, ui: <DutiesSection eventId="e1" /> });
    const duty = (await screen.findByRole('listitem', { name: 'Snacks' })) as HTMLElement;
    await act(async () => {
      fireEvent.click(
        within(duty).getByRole('button', { name: 'Withdraw Fiona Family from Snacks' }),
      );
    });
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith(words));
  });

  it('shows slots and volunteers, and signs up the member or their household', async () => {
    const calls: string[] = [];
    let data = answer();
    serve(() => data, calls);
    renderWithApp({ member: testMembers.family, ui: <DutiesSection eventId="e1" /> });
    const duty = (await screen.findByRole('listitem', { name: 'Snacks' })) as HTMLElement;
    expect(within(duty).getByText('1 of 2 taken')).toBeVisible();
    expect(within(duty).getByText('A volunteer')).toBeVisible();
    expect(within(duty).getByText('Orange slices')).toBeVisible();
    expect(
      within(duty).getByRole('button', { name: 'Sign up Frank Family for Snacks' }),
    ).toBeVisible();
    expect(within(duty).queryByRole('button', { name: 'Add a duty' })).toBeNull();
    data = answer({
      duties: [
        {
          ...snacks,
          volunteers: [
            ...snacks.volunteers,
            { signupId: 2, contactId: me, name: 'Fiona Family', ours: true },
          ],
        },
      ],
    });
    await act(async () => {
      fireEvent.click(within(duty).getByRole('button', { name: 'Sign up for Snacks' }));
    });
    expect(calls).toContain(`POST /api/duties/7/signups {"contactId":"${me}"}`);
    expect(await within(duty).findByText('2 of 2 taken')).toBeVisible();
    expect(
      within(duty).getByRole('button', { name: 'Withdraw Fiona Family from Snacks' }),
    ).toBeVisible();
    // Full: no one else may sign up.
    expect(within(duty).queryByRole('button', { name: /^Sign up/ })).toBeNull();
  });

  it('says "Retirarme" on the member’s own sign-up and "Retirar" on another adult’s (es)', async () => {
    serve(
      () =>
        answer({
          duties: [
            {
              ...snacks,
              volunteers: [
                { signupId: 2, contactId: me, name: 'Fiona Family', ours: true },
                { signupId: 3, contactId: 'co-guardian', name: 'Frank Family', ours: true },
              ],
            },
          ],
        }),
      [],
    );
    renderWithApp({
      member: testMembers.family,
      language: 'es',
      ui: <DutiesSection eventId="e1" />,
    });
    const duty = (await screen.findByRole('listitem', { name: 'Merienda' })) as HTMLElement;
    expect(
      within(duty).getByRole('button', { name: 'Retirar a Fiona Family de Merienda' }),
    ).toHaveTextContent(/^Retirarme$/);
    expect(
      within(duty).getByRole('button', { name: 'Retirar a Frank Family de Merienda' }),
    ).toHaveTextContent(/^Retirar$/);
  });

  it('shows nothing to a member while the event has no duty; a manager may add one', async () => {
    const calls: string[] = [];
    let data = answer({ duties: [] });
    serve(() => data, calls);
    const { unmount } = renderWithApp({
      member: testMembers.family,
      ui: <DutiesSection eventId="e1" />,
    });
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/event/e1/duties']));
    expect(screen.queryByRole('heading', { name: 'Volunteer duties' })).toBeNull();
    unmount();
    data = answer({ duties: [], canManage: true });
    renderWithApp({ member: testMembers.family, ui: <DutiesSection eventId="e1" /> });
    expect(await screen.findByRole('heading', { name: 'Volunteer duties' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add a duty' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save duty' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write the name in English and in Spanish.',
    );
  });

  it('lists "My duties" only when the family has one', async () => {
    vi.stubGlobal('fetch', async () =>
      json([
        {
          signupId: 3,
          dutyId: 7,
          nameEn: 'Scorekeeper',
          nameEs: 'Anotador',
          at: null,
          contactId: me,
          name: 'Fiona Family',
          remindedAt: null,
          event: {
            id: 'e1',
            name: 'Home game',
            date: '2031-06-07T17:00:00.000Z',
            venue: 'Riverside Park',
          },
        },
      ]),
    );
    renderWithApp({ member: testMembers.family, ui: <MyDuties /> });
    expect(await screen.findByRole('heading', { name: 'My duties' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home game' })).toHaveAttribute('href', '/events/e1');
    expect(screen.getByText('Fiona Family: Scorekeeper')).toBeVisible();
    expect(screen.getByText(/Riverside Park/)).toBeVisible();
  });

  it('says "Reminder sent" on a duty whose volunteer was reminded, and on no other', async () => {
    const duty = (signupId: number, nameEn: string, remindedAt: string | null) => ({
      signupId,
      dutyId: signupId,
      nameEn,
      nameEs: nameEn,
      at: null,
      contactId: me,
      name: 'Fiona Family',
      remindedAt,
      event: { id: 'e1', name: 'Home game', date: '2031-06-07T17:00:00.000Z', venue: null },
    });
    vi.stubGlobal('fetch', async () =>
      json([duty(4, 'Snacks', '2031-06-06T17:00:00.000Z'), duty(5, 'Field prep', null)]),
    );
    renderWithApp({ member: testMembers.family, ui: <MyDuties /> });
    const snacksItem = (await screen.findByText('Fiona Family: Snacks')).closest('li')!;
    const prepItem = screen.getByText('Fiona Family: Field prep').closest('li')!;
    expect(within(snacksItem).getByText('Reminder sent')).toBeVisible();
    expect(within(prepItem).queryByText('Reminder sent')).toBeNull();
    expect(screen.getAllByText('Reminder sent')).toHaveLength(1);
  });
});
