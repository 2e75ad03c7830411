import { useTranslation } from 'react-i18next';
import { can } from '@dugout/shared';
import { useSession } from '../../lib/auth/session';
import { paths } from '../../lib/paths';

export interface NavTab {
  id: 'home' | 'profile' | 'contacts' | 'content' | 'events' | 'admin';
  label: string;
  to: string;
  /** The section the tab is active in (its pages below it too). */
  section: string;
}

/**
 * Home always; Profile, Contacts, Content, Events when signed in; Admin for admins.
 * Contacts only for those the server shows the directory to.
 */
export function useNavTabs(): NavTab[] {
  const { t } = useTranslation('layout');
  const { member } = useSession();
  const tabs: NavTab[] = [
    { id: 'home', label: t('nav.home'), to: paths.home.href(), section: '/' },
  ];
  if (member) {
    tabs.push({
      id: 'profile',
      label: t('nav.profile'),
      to: paths.profile.href(),
      section: '/profile',
    });
    // The server refuses the directory to members without view:contacts (a newcomer): no tab
    // that leads to a refusal.
    if (can(member, 'contacts:view')) {
      tabs.push({
        id: 'contacts',
        label: t('nav.contacts'),
        to: paths.contacts.all.href(),
        section: '/contacts',
      });
    }
    tabs.push(
      { id: 'content', label: t('nav.content'), to: paths.content.all.href(), section: '/content' },
      { id: 'events', label: t('nav.events'), to: paths.events.all.href(), section: '/events' },
    );
    if (can(member, 'admin:tools')) {
      tabs.push({ id: 'admin', label: t('nav.admin'), to: paths.admin.href(), section: '/admin' });
    }
  }
  return tabs;
}
