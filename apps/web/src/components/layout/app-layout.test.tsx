import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function tabNames() {
  return within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('top navigation', () => {
  it('shows only Home and Log In to a guest', async () => {
    renderWithApp({ route: '/' });
    await screen.findByRole('heading', { name: /Welcome to the River Hawks family portal/ });
    expect(tabNames()).toEqual(['Home']);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(within(header).queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('adds Profile, Contacts, Content and Events for a member, without Admin', async () => {
    renderWithApp({ member: testMembers.family });
    await screen.findByRole('heading', { name: 'Welcome, Fiona!' });
    expect(tabNames()).toEqual(['Home', 'Profile', 'Contacts', 'Content', 'Events']);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Log Out' })).toBeVisible();
    expect(within(header).queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('adds Admin for site admins and IT admins', async () => {
    renderWithApp({ member: testMembers.admin });
    await screen.findByRole('heading', { name: 'Welcome, Alex!' });
    expect(tabNames()).toEqual(['Home', 'Profile', 'Contacts', 'Content', 'Events', 'Admin']);
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('marks the current section', async () => {
    renderWithApp({ member: testMembers.family, route: '/Contacts/abc' });
    await screen.findByRole('heading', { name: 'Contact' });
    expect(within(mainNav()).getByRole('link', { name: 'Contacts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('logs in with a return to / and logs out', async () => {
    const guest = renderWithApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log In' }));
    expect(guest.session.login).toHaveBeenCalledWith('/');
    guest.unmount();

    const member = renderWithApp({ member: testMembers.member });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log Out' }));
    expect(member.session.logout).toHaveBeenCalled();
  });

  it('switches the language to Spanish and back', async () => {
    renderWithApp({ member: testMembers.member });
    await screen.findByRole('heading', { level: 1 });
    const select = within(screen.getByRole('banner')).getAllByLabelText('Language')[0]!;
    await act(async () => {
      fireEvent.change(select, { target: { value: 'es' } });
    });
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Inicio');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Cerrar sesión' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('shows a loading screen while the sign-in state loads', async () => {
    renderWithApp({ authLoading: true, route: '/' });
    expect(await screen.findByText('Checking your sign-in…')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the Error page when authentication reports an error', async () => {
    renderWithApp({ authError: { kind: 'login', message: 'Invalid state' }, route: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error');
    expect(screen.getByText('Login failed')).toBeVisible();
    expect(screen.getByText('Invalid state')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Error · River Hawks'));
  });

  it('has a skip link to the main content', async () => {
    renderWithApp();
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('mobile menu', () => {
  it('toggles open and closed, lists the same tabs and locks scrolling while open', async () => {
    renderWithApp({ member: testMembers.admin });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu.hidden).toBe(true);
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu.hidden).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    const menuNav = within(menu).getByRole('navigation', { name: 'Menu' });
    expect(
      within(menuNav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Profile', 'Contacts', 'Content', 'Events', 'Admin']);
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeVisible();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    renderWithApp({ member: testMembers.member });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when a link is followed', async () => {
    const { currentLocation } = renderWithApp({ member: testMembers.member });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = document.getElementById('mobile-menu')!;
    fireEvent.click(within(menu).getByRole('link', { name: 'Events' }));
    await screen.findByRole('heading', { name: 'Events' });
    expect(currentLocation().pathname).toBe('/events/all');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('footer', () => {
  it('has the four links and the current year', async () => {
    renderWithApp();
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(footer).toHaveTextContent(`© ${year} River Hawks`);
    const privacy = within(footer).getByRole('link', { name: /Privacy Policy/ });
    expect(privacy).toHaveAttribute('href', 'https://league.example.org/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(footer).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      'https://example.org/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:families@riverhawks.test',
    );
  });
});
