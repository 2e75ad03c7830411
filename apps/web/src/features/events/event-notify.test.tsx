import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { fakeEventFormServer } from './event-form-server';

/**
 * The event form's Notify Members toggle checks everyone, as the content form's does, and a
 * notice to nobody is refused before anything is sent.
 */
const contacts = [
  { id: 'c1', firstName: 'Ana', lastName: 'Uno', email: 'ana@x.test', affiliation: null },
  { id: 'c2', firstName: 'Ben', lastName: 'Dos', email: 'ben@x.test', affiliation: null },
  { id: 'c3', firstName: 'No', lastName: 'Mail', email: null, affiliation: null },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event form notifies like the content form', () => {
  it('Notify Members checks everyone with an email, and sends them', async () => {
    const { posts } = fakeEventFormServer({ contacts });
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    const toggle = await screen.findByRole('switch', { name: 'Notify Members' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(await screen.findByText('2 selected')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Ana Uno/ })).toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ emailList: ['ana@x.test', 'ben@x.test'], notify: true });
  });

  it('refuses a notice to nobody, and sends nothing', async () => {
    const { posts } = fakeEventFormServer({ contacts });
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    const toggle = await screen.findByRole('switch', { name: 'Notify Members' });
    await act(async () => {
      fireEvent.click(toggle);
    });
    // Found before act: inside it, what the list's answer renders waits for act to end.
    const ana = await screen.findByRole('checkbox', { name: /Ana Uno/ });
    await act(async () => {
      fireEvent.click(ana);
      fireEvent.click(screen.getByRole('checkbox', { name: /Ben Dos/ }));
    });
    expect(await screen.findByText('0 selected')).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    expect(await screen.findByText(/Notify Members is on but no member is chosen/)).toBeVisible();
    expect(posts).toEqual([]);
  });
});
