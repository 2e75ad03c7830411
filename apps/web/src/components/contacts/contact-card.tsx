import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  can,
  contactDescription,
  formatPhone,
  phoneHref,
  playerUrl,
  type Contact,
  type SignInState,
} from '@dugout/shared';
import { useMember } from '../../lib/auth/use-member';
import { useContactHousehold } from '../../lib/api/contact-household';
import { useConfig } from '../../lib/config';
import { paths } from '../../lib/paths';
import { useAffiliationLabel } from './affiliation-label';
import { ContactAvatar } from './contact-avatar';
import { PhoneVerifiedBadge } from './phone-verified-badge';
import { useRelationLabel } from './relation-label';
import { SignInBadge } from './sign-in-badge';
import './contact-card.css';

/**
 * What a mini card shows: a contact, or a directory row; admins' rows also say
 * whether the phone is verified (null: no phone) and where the contact stands with signing in.
 */
type MiniContact = Pick<
  Contact,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'profileImageURL'
  | 'relatedPlayer'
  | 'relationToPlayer'
  | 'alternateDescription'
  | 'isConnectedToPlayer'
  | 'affiliation'
> & { phoneVerified?: boolean | null; signIn?: SignInState };

/** '{relation} of {player}' (the player linked to their public page), else the description. */
function Description({ contact, asLink }: { contact: MiniContact; asLink: boolean }) {
  const { t } = useTranslation('contactCard');
  const { links } = useConfig();
  const label = useRelationLabel();
  const described = contactDescription(contact);
  if (typeof described === 'string') {
    return described ? <p className="contact-card__description">{described}</p> : null;
  }
  const { relation, player } = described;
  return (
    <p className="contact-card__description">
      {t('relationOf', { relation: label(relation) })}{' '}
      {asLink ? (
        <a
          href={playerUrl(links.playerUrlTemplate, player.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('openPlayerPage', { player: player.name })}
        >
          {player.name}
        </a>
      ) : (
        <span className="contact-card__player">{player.name}</span>
      )}
    </p>
  );
}

const CONTACT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Admins and the owner may edit, and a guardian their household's children (the
 * server enforces the same rule and says so with the contact's household). Undefined while the
 * household is being asked.
 */
export function useCanEditContact(contact: Pick<Contact, 'id'>): boolean | undefined {
  const member = useMember();
  const known = can(member, 'contacts:manage') || (!!member?.id && member.id === contact.id);
  // An id that is no contact id (a mistyped link) names no child of the member's household.
  const askable = !known && !!member && CONTACT_ID.test(contact.id);
  const household = useContactHousehold(askable ? contact.id : null);
  if (known) return true;
  if (!askable) return false;
  return household.isPending ? undefined : (household.data?.canEdit ?? false);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contact-card__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The contact card, full version. */
export function ContactCard({ contact, children }: { contact: Contact; children?: ReactNode }) {
  const { t } = useTranslation('contactCard');
  const canEdit = useCanEditContact(contact);
  const affiliationLabel = useAffiliationLabel();
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  const phone = formatPhone(contact.phone);
  const handle = (value: string | null) =>
    value ? value : <span className="contact-card__none">{t('none')}</span>;
  return (
    <article className="contact-card" aria-labelledby={`contact-${contact.id}-name`}>
      <header className="contact-card__header">
        <ContactAvatar contact={contact} size="lg" />
        <div className="contact-card__identity">
          <h2 className="contact-card__name" id={`contact-${contact.id}-name`}>
            {name}
          </h2>
          <Description contact={contact} asLink />
          {contact.affiliation ? (
            <p className="contact-card__affiliation">
              {affiliationLabel(contact.affiliation.name)}
            </p>
          ) : null}
          {contact.hideContactFromOthers ? (
            <p className="contact-card__hidden">{t('hidden')}</p>
          ) : null}
        </div>
        {canEdit ? (
          <Link
            className="button button--secondary contact-card__edit"
            to={paths.contacts.edit.href(contact.id)}
            aria-label={t('editContact', { name })}
          >
            {t('edit')}
          </Link>
        ) : null}
      </header>
      <dl className="contact-card__details">
        <Row label={t('phone')}>
          {phone ? (
            <span className="contact-card__phone">
              <a href={phoneHref(contact.phone!)}>{phone}</a>
              {contact.phoneVerified !== undefined ? (
                <PhoneVerifiedBadge verified={contact.phoneVerified} />
              ) : null}
            </span>
          ) : (
            <span className="contact-card__none">{t('noPhone')}</span>
          )}
        </Row>
        <Row label={t('email')}>
          {contact.email ? (
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          ) : (
            <span className="contact-card__none">{t('noEmail')}</span>
          )}
        </Row>
        <Row label={t('twitter')}>{handle(contact.socials.twitter)}</Row>
        <Row label={t('instagram')}>{handle(contact.socials.insta)}</Row>
        <Row label={t('tiktok')}>{handle(contact.socials.tikTok)}</Row>
      </dl>
      {children}
    </article>
  );
}

/** The contact card, mini version: one link to the card, with a chevron. */
export function ContactMiniCard({ contact }: { contact: MiniContact }) {
  const affiliationLabel = useAffiliationLabel();
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return (
    <Link className="contact-mini" to={paths.contacts.detail.href(contact.id)}>
      <ContactAvatar contact={contact} size="sm" />
      <span className="contact-mini__text">
        <span className="contact-mini__name">{name}</span>
        <Description contact={contact} asLink={false} />
        {contact.affiliation ? (
          <span className="contact-mini__affiliation">
            {affiliationLabel(contact.affiliation.name)}
          </span>
        ) : null}
        {typeof contact.phoneVerified === 'boolean' || contact.signIn ? (
          <span className="contact-mini__badges">
            {typeof contact.phoneVerified === 'boolean' ? (
              <PhoneVerifiedBadge verified={contact.phoneVerified} named />
            ) : null}
            {contact.signIn ? <SignInBadge signIn={contact.signIn} /> : null}
          </span>
        ) : null}
      </span>
      <svg
        className="contact-mini__chevron"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path
          d="M9 5l7 7-7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
