import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testMembers } from '../testing/render-with-app';

describe('route table', () => {
  it.each([
    ['/Content/All', 'All Content'],
    ['/Contacts/All', 'River Hawks Family Members & Contacts'],
    ['/Events/All', 'Events'],
    ['/events/42/edit', 'Edit Event'],
    ['/contacts/edit/7', 'Edit Contact'],
    ['/profile', 'Profile'],
  ])('resolves %s (case-insensitive) for a member', async (route, heading) => {
    renderWithApp({ member: testMembers.admin, route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${heading} · River Hawks`));
  });

  it('resolves /Events/42 (case-insensitive) to the event page', async () => {
    renderWithApp({ member: testMembers.admin, route: '/Events/42' });
    // No API in a unit test: the event page is the one that answers (its title, then loading).
    await waitFor(() => expect(document.title).toBe('Event · River Hawks'));
  });

  it.each([
    ['/content/new', 'Add Content'],
    ['/content/edit/3', 'Edit Content'],
    ['/contacts/new', 'Add a Contact'],
    ['/events/new', 'Add Event'],
    ['/jerseyadmin', 'Jersey Request Admin'],
    ['/giftadmin', 'Gift Request Admin'],
    ['/message/send', 'Send a Message'],
    ['/admin', 'Admin Tools'],
  ])('lets an admin open %s', async (route, heading) => {
    renderWithApp({ member: testMembers.admin, route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it.each(['/admin', '/content/new', '/contacts/new', '/events/e1/edit', '/message/send'])(
    'tells a non-admin they may not view %s',
    async (route) => {
      renderWithApp({ member: testMembers.family, route });
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'You do not have permission to view this content',
        }),
      ).toBeVisible();
    },
  );

  it('needs forms:submit for the request forms', async () => {
    const first = renderWithApp({ member: testMembers.member, route: '/jerseyform' });
    expect(
      await screen.findByRole('heading', {
        name: 'You do not have permission to view this content',
      }),
    ).toBeVisible();
    first.unmount();
    renderWithApp({ member: testMembers.family, route: '/giftform' });
    expect(await screen.findByRole('heading', { name: 'Jacket Request Form' })).toBeVisible();
  });

  it('sends a guest to the IdP and back to the page they wanted', async () => {
    const { session } = renderWithApp({ route: '/Contacts/All?sort=first#top' });
    expect(await screen.findByText('Taking you to sign in…')).toBeVisible();
    await waitFor(() => expect(session.login).toHaveBeenCalledTimes(1));
    expect(session.login).toHaveBeenCalledWith('/Contacts/All?sort=first#top');
  });

  it('/login sends a guest to the IdP returning to / and a member home', async () => {
    const guest = renderWithApp({ route: '/login' });
    await waitFor(() => expect(guest.session.login).toHaveBeenCalledWith('/'));
    guest.unmount();
    const member = renderWithApp({ member: testMembers.member, route: '/login' });
    await waitFor(() => expect(member.currentLocation().pathname).toBe('/'));
    expect(member.session.login).not.toHaveBeenCalled();
  });

  it('/callback shows a spinner while the code is exchanged', async () => {
    renderWithApp({ authLoading: true, route: '/callback?code=abc&state=xyz' });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in…');
  });

  it('shows Not Found for unknown paths', async () => {
    renderWithApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await waitFor(() => expect(document.title).toBe('Page not found · River Hawks'));
  });
});

describe('home', () => {
  it('shows a guest the welcome text and the Log In button only', async () => {
    renderWithApp();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('button', { name: 'Log In' })).toBeVisible();
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      /Welcome to the River Hawks family portal/,
    );
    expect(within(main).queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Home · River Hawks'));
  });

  it('shows a member the helpful links, without the gift form', async () => {
    // Staff: the directory (view:contacts), no request forms. A newcomer has no Members link.
    renderWithApp({ member: { ...testMembers.member, permissions: ['view:contacts'] } });
    const links = await screen.findByRole('region', { name: 'Helpful Links' });
    const hrefs = within(links)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/contacts/all', '/profile', '/content/all']);
  });

  it('adds the Season Gift Form for members who may submit forms', async () => {
    renderWithApp({ member: testMembers.family });
    const links = await screen.findByRole('region', { name: 'Helpful Links' });
    expect(
      within(links)
        .getByRole('link', { name: /Season Gift Form/ })
        .getAttribute('href'),
    ).toBe('/giftform');
  });
});
