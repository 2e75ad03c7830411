import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@dugout/shared';
import { useMember } from '../../../lib/auth/use-member';
import { paths } from '../../../lib/paths';

/**
 * Members (for those the server shows the directory to), Profile, Content, and Season Gift Form
 * for those who may submit forms.
 */
export function HelpfulLinks() {
  const { t } = useTranslation('home');
  const member = useMember();
  const links: { to: string; label: string; hint: string }[] = [];
  // A newcomer without view:contacts would only meet the server's refusal there.
  if (can(member, 'contacts:view')) {
    links.push({
      to: paths.contacts.all.href(),
      label: t('links.members'),
      hint: t('links.membersHint'),
    });
  }
  links.push(
    { to: paths.profile.href(), label: t('links.profile'), hint: t('links.profileHint') },
    { to: paths.content.all.href(), label: t('links.content'), hint: t('links.contentHint') },
  );
  if (can(member, 'forms:submit')) {
    links.push({
      to: paths.forms.gift.href(),
      label: t('links.giftForm'),
      hint: t('links.giftFormHint'),
    });
  }
  return (
    <section className="helpful-links" aria-labelledby="helpful-links-heading">
      <h2 id="helpful-links-heading">{t('links.heading')}</h2>
      <ul className="link-cards">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="link-card" to={link.to}>
              <span className="link-card__label">{link.label}</span>
              <span className="link-card__hint">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
