import { useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canForTeams,
  eventLocationKind,
  matchupLabel,
  takesAttendance,
  translatedField,
  type EventDetail,
} from '@dugout/shared';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { useEventAvailability } from '../../../components/attendance/api';
import { AvailabilitySection } from '../../../components/attendance/availability-section';
import { DutiesSection } from '../../../components/duties/duties-section';
import { ConversationSection } from '../../../components/conversations/conversation-section';
import { RidesSection } from '../../../components/rides/rides-section';
import { PhotosSection } from '../../../components/photos/photos-section';
import { TeamChips } from '../../../components/teams/team-chips';
import { VenueDetails } from '../../../components/venues/venue-details';
import type { Member } from '../../../lib/auth/member';
import { useTeamMember } from '../../../lib/auth/use-team-member';
import { paths } from '../../../lib/paths';
import { teamDateTimeText, useTeamEventTime } from '../../../lib/team-time';
import { eventsLocales } from '../locales';
import { downloadEventIcs } from './add-to-calendar';
import { RsvpSection } from './rsvp-section';
import './events.css';
import './event-detail.css';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

/** The tags the events catalog names in each language (detailPage.tagNames). */
const TAG_NAMES = eventsLocales.en.detailPage.tagNames;
type TagName = keyof typeof TAG_NAMES;

/** Wide enough for an inline document (the layout's phone breakpoint). */
const WIDE_QUERY = '(min-width: 40rem)';

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether this browser shows a PDF inline: it says it has a viewer (navigator.pdfViewerEnabled;
 * phones often have none and draw a black box) and the screen is wide enough to read it.
 */
function canShowPdfInline(): boolean {
  const viewer = (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
  const wide = typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;
  return viewer === true && wide;
}

/**
 * A PDF iframe preview or an image; where a PDF cannot be shown inline (no viewer, a phone),
 * its thumbnail (the first page) with the Open link instead.
 */
export function LinkedContentPreview({
  content,
}: {
  content: NonNullable<EventDetail['linkedContent']>;
}) {
  const { t } = useTranslation('events');
  const type = content.fileType.toLowerCase();
  const inlinePdf = useSyncExternalStore(subscribeToWidth, canShowPdfInline, () => false);
  return (
    <section className="event-card" aria-labelledby="linked-content-title">
      <h2 id="linked-content-title">{t('detailPage.linkedContent')}</h2>
      {type === 'pdf' && inlinePdf ? (
        <iframe
          className="event-linked__pdf"
          src={content.blobUrlAccessible}
          title={content.description}
        />
      ) : IMAGE_TYPES.includes(type) ? (
        <img
          className="event-linked__img"
          src={content.thumbnailUrl ?? content.blobUrlAccessible}
          alt={content.description}
        />
      ) : content.thumbnailUrl ? (
        <img
          className="event-linked__img event-linked__thumb"
          src={content.thumbnailUrl}
          alt={content.description}
        />
      ) : null}
      <p>
        <a
          className={type === 'pdf' && !inlinePdf ? 'button button--secondary' : undefined}
          href={content.blobUrlAccessible}
          target="_blank"
          rel="noreferrer"
        >
          {t('detailPage.openContent', { name: content.description })}
        </a>
      </p>
    </section>
  );
}

/** The event detail page. */
export function EventDetailView({ event, member }: { event: EventDetail; member: Member }) {
  const { t, i18n } = useTranslation('events');
  const navigate = useNavigate();
  // Edit and the RSVP list: the club's admins, or the manager of every team the event is for.
  const { member: teamMember } = useTeamMember('events:publish');
  const manages = canForTeams(teamMember, 'rsvp:others', event.teams ?? []);
  const asksPlayers = takesAttendance(event.eventType);
  const availability = useEventAvailability(event.id, asksPlayers && !event.archived);
  // A game is in the family's calendar once one of their players is available, as their own yes.
  const playerGoing =
    asksPlayers &&
    availability.data?.counts === null &&
    availability.data.players.some((p) => p.availability === 'available');
  const language = i18n.language;
  const name = translatedField(event, 'Name', language);
  const description = translatedField(event, 'Description', language);
  const { timeZone } = useTeamEventTime();
  const date = event.date
    ? teamDateTimeText(new Date(event.date), language, timeZone)
    : t('detailPage.noDate');
  const kind = eventLocationKind(event.eventLocationID);
  const matchup = matchupLabel(event, language);
  // Tags and affiliations in the reader's language where they are the team's own words.
  const affiliationLabel = useAffiliationLabel();
  const tagLabel = (tag: string) =>
    Object.hasOwn(TAG_NAMES, tag) ? t(`detailPage.tagNames.${tag as TagName}`) : tag;

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.events.all.href());
  };

  return (
    <article className="event-detail">
      <div className="event-detail__top">
        <button type="button" className="button button--secondary" onClick={back}>
          <span aria-hidden="true">← </span>
          {t('detailPage.back')}
        </button>
        {!event.archived && canForTeams(teamMember, 'events:publish', event.teams ?? []) ? (
          <Link
            className="button button--secondary"
            to={paths.events.edit.href(event.id)}
            state={{ event }}
          >
            {t('detailPage.edit')}
          </Link>
        ) : null}
      </div>
      <header className={`event-hero${event.imageURL ? ' event-hero--image' : ''}`}>
        {event.imageURL ? (
          // The picture's display copy, cropped to the hero (object-fit: cover) under a dark
          // scrim, so the name and date read over any picture, even one with words in it.
          <img className="event-hero__image" src={event.imageURL} alt="" decoding="async" />
        ) : null}
        <div className="event-hero__text">
          <h1 className="event-detail__title">{name}</h1>
          {matchup ? <p className="event-detail__matchup">{matchup}</p> : null}
          <p className="event-detail__date">{date}</p>
          <div className="event-detail__badges">
            {event.eventType ? (
              <span className="event-detail__type">{t(`kinds.types.${event.eventType}`)}</span>
            ) : null}
            {kind ? (
              <span className={`legend legend--${kind}`}>
                {kind === 'away' ? t('detailPage.away') : t('detailPage.home')}
              </span>
            ) : null}
            {event.seriesId ? (
              <span className="event-detail__type">{t('series.partOf')}</span>
            ) : null}
            <TeamChips ids={event.teams} />
          </div>
        </div>
      </header>
      <VenueDetails venue={event.venue} arrivalTime={event.arrivalTime} />
      {description ? <p className="event-detail__description">{description}</p> : null}
      {event.tags.length ? (
        <ul className="event-tags" aria-label={t('detailPage.tags')}>
          {event.tags.map((tag) => (
            <li key={tag}>{tagLabel(tag)}</li>
          ))}
        </ul>
      ) : null}
      {event.allowedAffiliations.length ? (
        <p className="event-detail__restricted">
          {t('detailPage.restricted', {
            names: event.allowedAffiliations.map((a) => affiliationLabel(a.name)).join(', '),
          })}
        </p>
      ) : null}
      {(event.myRsvp?.status === 'yes' || playerGoing) && event.date ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => downloadEventIcs(event, name, description)}
          >
            {t('detailPage.addToCalendar')}
          </button>
        </p>
      ) : null}
      {event.linkedContent ? <LinkedContentPreview content={event.linkedContent} /> : null}
      {event.archived ? (
        // A past season's event: read-only, so no answer, edit or list controls (the server
        // answers 409 to any of them).
        <p className="event-detail__archived" role="note">
          {t('detailPage.archived')}
        </p>
      ) : (
        <>
          {/* A game or practice asks about its players first; the adults' own answer follows. */}
          <AvailabilitySection event={event} />
          <RsvpSection event={event} member={member} manages={manages} />
          <DutiesSection eventId={event.id} />
          <RidesSection eventId={event.id} eventStart={event.date ?? null} />
        </>
      )}
      {/* A past season's album is still shown, read-only (the server answers 409 to a change). */}
      <PhotosSection eventId={event.id} eventName={name} eventDate={event.date ?? null} />
      <ConversationSection kind="event" subjectId={event.id} />
    </article>
  );
}
