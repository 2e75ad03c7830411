import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import {
  RecipientPicker,
  matchesContact,
  matchesContactDetails,
  type PickableContact,
  type RecipientPickerProps,
} from './recipient-picker';

const families = { id: 1, name: "Players' Families" };
const office = { id: 2, name: 'Front Office' };
const contacts: PickableContact[] = [
  { id: 'a', firstName: 'Ana', lastName: 'Ruíz', email: 'ana@f.test', affiliation: families },
  { id: 'b', firstName: 'Ben', lastName: 'Cole', email: 'ben@f.test', affiliation: families },
  { id: 'c', firstName: 'Cy', lastName: 'Dunn', email: 'cy@f.test', affiliation: office },
];

type HarnessProps = Omit<RecipientPickerProps<PickableContact>, 'selected' | 'onChange'>;

/** Holds the selection (and the reveal toggle) the way a form does. */
function Harness(props: HarnessProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notifying, setNotifying] = useState(false);
  return (
    <>
      <RecipientPicker
        {...props}
        selected={selected}
        onChange={setSelected}
        notifying={notifying}
        onNotifyingChange={setNotifying}
      />
      <output data-testid="ids">{[...selected].sort().join(',')}</output>
    </>
  );
}

const ids = () => screen.getByTestId('ids').textContent;
const hint = () => document.querySelector('.field__hint')?.textContent;

describe('recipient search', () => {
  it('matches first or last name by case-insensitive substring', () => {
    expect(matchesContact({ firstName: 'Fiona', lastName: 'Family' }, 'ION')).toBe(true);
    expect(matchesContact({ firstName: 'Fiona', lastName: 'Family' }, 'fiona family')).toBe(false);
  });

  it('can also match the full name, email or phone, ignoring accents', () => {
    const ana = { ...contacts[0]!, phone: '5550100101' };
    expect(matchesContactDetails(ana, 'ana ruiz')).toBe(true);
    expect(matchesContactDetails(ana, 'F.TEST')).toBe(true);
    expect(matchesContactDetails(ana, '0101')).toBe(true);
    expect(matchesContactDetails(ana, 'cole')).toBe(false);
  });
});

describe('RecipientPicker', () => {
  it('checks or unchecks every listed contact with the Notify Members toggle', () => {
    renderWithApp({
      ui: <Harness contacts={contacts} notifyToggle="selectAll" labels={{ search: 'Find' }} />,
    });
    expect(screen.getByRole('group', { name: 'Recipients' })).toBeVisible();
    expect(screen.getByText('search a user')).toBeVisible(); // the empty box's placeholder
    expect(hint()).toBe('0 selected');
    const toggle = screen.getByRole('switch', { name: 'Notify Members' });
    fireEvent.click(toggle);
    expect(ids()).toBe('a,b,c');
    expect(hint()).toBe('3 selected');
    expect(screen.getAllByText('3 selected')).toHaveLength(2); // the hint and the control
    fireEvent.click(toggle);
    expect(ids()).toBe('');
  });

  it('picks contacts from the dropdown by first or last name', () => {
    renderWithApp({ ui: <Harness contacts={contacts} labels={{ search: 'Find' }} /> });
    const search = screen.getByLabelText('Find');
    fireEvent.change(search, { target: { value: 'COL' } });
    expect(screen.queryByText('Ana Ruíz')).toBeNull();
    fireEvent.click(screen.getByText('Ben Cole'));
    expect(ids()).toBe('b');
    expect(hint()).toBe('1 selected');
  });

  it('reveals a checklist narrowed by the affiliation filter', () => {
    renderWithApp({
      ui: (
        <Harness
          contacts={contacts}
          display="checklist"
          notifyToggle="reveal"
          affiliations="filter"
          describe={(c) => c.email}
        />
      ),
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Notify Members' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: /Cy Dunn.*cy@f\.test/ })).not.toBeChecked();

    fireEvent.change(screen.getByLabelText('Affiliation filter'), { target: { value: '1' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Ana Ruíz · ana@f.test',
      'Ben Cole · ben@f.test',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(ids()).toBe('a,b');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ben Cole/ }));
    expect(ids()).toBe('a');
    expect(hint()).toBe('1 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(ids()).toBe('');
  });

  it('adds everyone of an affiliation with a shortcut and removes a chip', () => {
    renderWithApp({
      ui: <Harness contacts={contacts} affiliations="shortcuts" chips />,
    });
    expect(screen.getByRole('combobox', { name: 'Recipients' })).toBeVisible();
    const shortcuts = screen.getByRole('group', { name: 'Add everyone of an affiliation' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All of Front Office (1)', "All of Players' Families (2)"]);
    fireEvent.click(screen.getByRole('button', { name: "All of Players' Families (2)" }));
    expect(ids()).toBe('a,b');
    const chosen = screen.getByRole('list', { name: 'Chosen recipients' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Ruíz' }));
    expect(ids()).toBe('b');
    fireEvent.click(screen.getByRole('button', { name: 'Clear recipients' }));
    expect(ids()).toBe('');
    expect(screen.queryByRole('list', { name: 'Chosen recipients' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    renderWithApp({
      language: 'es',
      ui: <Harness contacts={contacts} notifyToggle="selectAll" />,
    });
    expect(await screen.findByRole('switch', { name: 'Avisar a los miembros' })).not.toBeChecked();
    expect(hint()).toBe('0 seleccionados');
  });

  it("names the team's affiliations in Spanish in the filter, the shortcuts and the list", async () => {
    renderWithApp({
      language: 'es',
      ui: (
        <>
          <Harness contacts={contacts} affiliations="shortcuts" />
          <Harness
            contacts={contacts}
            display="checklist"
            notifyToggle="selectAll"
            affiliations="filter"
          />
        </>
      ),
    });
    const shortcuts = await screen.findByRole('group', { name: /afiliación/ });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('Todos de Familias de jugadores (2)');
    const filter = document.querySelector('select.recipient-picker__filter')!;
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toContain(
      'Familias de jugadores',
    );
    expect(screen.getByRole('checkbox', { name: /Cy Dunn.*Oficina principal/ })).toBeVisible();
  });
});
