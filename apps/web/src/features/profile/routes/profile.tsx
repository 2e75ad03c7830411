import { useTranslation } from 'react-i18next';
import { MyAttendance } from '../../../components/attendance/my-attendance';
import { MyDuties } from '../../../components/duties/my-duties';
import { CalendarFeedCard } from '../../../components/calendar-feed/calendar-feed-card';
import { CalendarFeedTeams } from '../../../components/calendar-feed/calendar-feed-teams';
import { ContactCard } from '../../../components/contacts/contact-card';
import { MessagePreferencesCard } from '../../../components/message-preferences/message-preferences-card';
import { useContact } from '../../../lib/api/contacts';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useMember } from '../../../lib/auth/use-member';
import { useMe } from '../../../lib/api/me';
import { PhoneVerificationCard } from '../components/phone-verification-card';
import { RequestsCard } from '../components/requests-card';
import '../profile.css';

/** Spec route /profile: the member's own full contact card, with Edit. */
export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  const member = useMember();
  // The member id comes from the token's claim; /api/me answers it when a token lacks the claim.
  const me = useMe(!member?.id);
  const id = member?.id ?? me.data?.id ?? null;
  const contact = useContact(id);
  return (
    <Page title={t('title')}>
      {!id && me.isError ? (
        <p className="notice notice--error" role="alert">
          {t('noMemberId')}
        </p>
      ) : contact.isPending ? (
        <div className="profile-status">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : contact.isError ? (
        <p className="notice notice--error" role="alert">
          {contact.error.message}
        </p>
      ) : (
        <div className="profile">
          <ContactCard contact={contact.data} />
          <PhoneVerificationCard contact={contact.data} />
          <RequestsCard />
          <MyDuties />
          <MyAttendance />
          <CalendarFeedCard />
          <CalendarFeedTeams />
          <MessagePreferencesCard />
        </div>
      )}
    </Page>
  );
}
