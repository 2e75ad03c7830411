import type { LocaleTree } from '@dugout/shared';

/** The layout's strings: header, menu, footer, offline notice and the member's language offer. */
export const layoutEn = {
  skipToContent: 'Skip to main content',
  offline: {
    title: 'You are offline.',
    body: 'Showing the schedule, game pages and documents as you last saw them; changes cannot be saved until the connection is back.',
  },
  brandHome: '{{team}}, home page',
  nav: {
    label: 'Main',
    home: 'Home',
    profile: 'Profile',
    contacts: 'Contacts',
    content: 'Content',
    events: 'Events',
    admin: 'Admin',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    label: 'Menu',
  },
  language: {
    label: 'Language',
    en: 'English',
    es: 'Español',
  },
  memberLanguage: {
    question: 'Would you also like your emails and texts in {{language}}?',
    yes: 'Yes, in {{language}}',
    no: 'No, thanks',
    saved: 'Your emails and texts will now come in {{language}}.',
  },
  footer: {
    label: 'Footer',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    home: 'Home',
    contact: 'Contact Us',
    copyright: '© {{year}} {{team}}',
  },
} satisfies LocaleTree;
