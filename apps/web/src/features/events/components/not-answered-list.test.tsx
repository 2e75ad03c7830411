import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventAnswerList } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { NotAnsweredList } from './not-answered-list';

/**
 * The admins' "Not answered" list by household: a family once, with a call and a text link for
 * each of its numbers (a guardian's for a child who has none); someone in no household alone.
 */
const list: Pick<EventAnswerList, 'notAnswered' | 'notAnsweredHouseholds'> = {
  notAnswered: [
    {
      contactId: 'k1',
      firstName: 'Kai',
      lastName: 'Pemberton',
      affiliation: "Players' Families",
      household: 'Pemberton family',
      householdId: 7,
      phone: null,
    },
    {
      contactId: 'l1',
      firstName: 'Lou',
      lastName: 'Loner',
      affiliation: null,
      household: null,
      householdId: null,
      phone: '+15555550103',
    },
    {
      contactId: 'k2',
      firstName: 'Kim',
      lastName: 'Pemberton',
      affiliation: "Players' Families",
      household: 'Pemberton family',
      householdId: 7,
      phone: null,
    },
    {
      contactId: 'n1',
      firstName: 'Ned',
      lastName: 'Nonumber',
      affiliation: null,
      household: null,
      householdId: null,
      phone: null,
    },
  ],
  notAnsweredHouseholds: [
    {
      id: 7,
      name: 'Pemberton family',
      numbers: [
        { contactId: 'm1', name: 'Mia Pemberton', phone: '+15555550101' },
        { contactId: 'p1', name: 'Paul Pemberton', phone: '+15555550102' },
      ],
    },
  ],
};

function groups() {
  const all = screen.getByRole('list', { name: 'Not answered' });
  return within(all)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === all);
}

describe('the not-answered list', () => {
  it('groups a household once, with call and text links for its numbers', () => {
    renderWithApp({
      member: testMembers.admin,
      ui: (
        <>
          <h3 id="waiting">Not answered</h3>
          <NotAnsweredList list={list} labelledBy="waiting" />
        </>
      ),
    });
    const [family, loner, nobody] = groups();
    expect(groups()).toHaveLength(3);
    expect(within(family!).getByText('Pemberton family')).toBeVisible();
    expect(
      within(family!)
        .getAllByText(/Pemberton$/)
        .map((n) => n.textContent),
    ).toEqual(['Kai Pemberton', 'Kim Pemberton']);
    const call = within(family!).getByRole('link', { name: 'Call Mia Pemberton, (555) 555-0101' });
    expect(call).toHaveAttribute('href', 'tel:+15555550101');
    expect(
      within(family!).getByRole('link', { name: 'Text Paul Pemberton, (555) 555-0102' }),
    ).toHaveAttribute('href', 'sms:+15555550102');
    expect(within(loner!).getByRole('link', { name: /^Call Lou Loner/ })).toHaveAttribute(
      'href',
      'tel:+15555550103',
    );
    expect(within(nobody!).getByText('No phone number')).toBeVisible();
    expect(within(nobody!).queryByRole('link')).toBeNull();
  });

  it('speaks Spanish', () => {
    renderWithApp({
      member: testMembers.admin,
      language: 'es',
      ui: (
        <>
          <h3 id="waiting">Not answered</h3>
          <NotAnsweredList list={list} labelledBy="waiting" />
        </>
      ),
    });
    expect(
      screen.getByRole('link', { name: 'Enviar un mensaje a Mia Pemberton, (555) 555-0101' }),
    ).toHaveTextContent('Mensaje');
    expect(screen.getByText('Sin número de teléfono')).toBeVisible();
  });
});
