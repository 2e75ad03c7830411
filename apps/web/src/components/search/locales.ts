import type { LocaleTree } from '@dugout/shared';

/** The header's search box and its results. */
export const searchEn = {
  placeholder: 'search contacts, content and events',
  label: 'Search the portal',
  searching: 'searching',
  hint: 'Type at least 3 letters.',
  noResults: 'Nothing found for “{{text}}”.',
  error: 'Search failed: {{message}}',
  close: 'Close search',
  groups: {
    contacts: 'Contacts',
    events: 'Events',
    content: 'Content',
    links: 'Links',
  },
  opensInNewTab: '(opens in a new tab)',
  relation: '{{relation}} of {{player}}',
} satisfies LocaleTree;
