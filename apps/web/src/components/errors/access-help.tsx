import { useTranslation } from 'react-i18next';
import { useMember } from '../../lib/auth/use-member';
import { useConfig } from '../../lib/config';

/**
 * What a member refused a page can do next: ask the team office, by a mail already
 * addressed and filled in with who they are, to be given access. Permissions are set by an admin.
 */
export function AccessHelp() {
  const { t } = useTranslation();
  const { teamName, links } = useConfig();
  const member = useMember();
  const who = [member?.name, member?.email ? `<${member.email}>` : null].filter(Boolean).join(' ');
  const subject = t('forbidden.mailSubject', { team: teamName });
  const body = t('forbidden.mailBody', {
    team: teamName,
    who: who || '…',
    page: window.location.href,
  });
  const href = `mailto:${links.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <div className="access-help">
      <p className="status-page__message">{t('forbidden.hint')}</p>
      <p className="access-help__actions">
        <a className="button button--primary" href={href}>
          {t('forbidden.askOffice')}
        </a>{' '}
        <span className="access-help__address">
          {t('forbidden.orWrite')} <a href={`mailto:${links.contactEmail}`}>{links.contactEmail}</a>
        </span>
      </p>
    </div>
  );
}
