import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, eventLocationKind, translatedField, type EventDetail } from '@dugout/shared';
import type { Member } from '../../../lib/auth/use-member';
import { paths } from '../../../lib/paths';
import { downloadEventIcs } from './add-to-calendar';
import { RsvpSection } from './rsvp-section';
import './events.css';
import './event-detail.css';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export function LinkedContentPreview({
  content,
}: {
  content: NonNullable<EventDetail['linkedContent']>;
}) {
  const { t } = useTranslation('events');
  const type = content.fileType.toLowerCase();
  return (
    <section className="event-card" aria-labelledby="linked-content-title">
      <h2 id="linked-content-title">{t('detailPage.linkedContent')}</h2>
      {type === 'pdf' ? (
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
        <img className="event-linked__img" src={content.thumbnailUrl} alt={content.description} />
      ) : null}
      <p>
        <a href={content.blobUrlAccessible} target="_blank" rel="noreferrer">
          {t('detailPage.openContent', { name: content.description })}
        </a>
      </p>
    </section>
  );
}

/** Spec §2 Event detail. */
export function EventDetailView({ event, member }: { event: EventDetail; member: Member }) {
  const { t, i18n } = useTranslation('events');
  const navigate = useNavigate();
  const language = i18n.language;
  const name = translatedField(event, 'Name', language);
  const description = translatedField(event, 'Description', language);
  const date = event.date
    ? new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(event.date),
      )
    : t('detailPage.noDate');
  const kind = eventLocationKind(event.eventLocationID);

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.events.all.href());
  };

  return (
    <article className="event-detail">
      <div className="event-detail__top">
        <button type="button" className="button button--secondary" onClick={back}>
          <span aria-hidden="true">← </span>
          {t('detailPage.back')}
        </button>
        {can(member, 'events:publish') ? (
          <Link
            className="button button--secondary"
            to={paths.events.edit.href(event.id)}
            state={{ event }}
          >
            {t('detailPage.edit')}
          </Link>
        ) : null}
      </div>
      <header
        className={`event-hero${event.imageURL ? ' event-hero--image' : ''}`}
        style={
          event.imageURL ? { backgroundImage: `url("${encodeURI(event.imageURL)}")` } : undefined
        }
      >
        <div className="event-hero__text">
          <h1 className="event-detail__title">{name}</h1>
          <p className="event-detail__date">{date}</p>
          {kind ? (
            <span className={`legend legend--${kind}`}>
              {kind === 'away' ? t('detailPage.away') : t('detailPage.home')}
            </span>
          ) : null}
        </div>
      </header>
      {description ? <p className="event-detail__description">{description}</p> : null}
      {event.tags.length ? (
        <ul className="event-tags" aria-label={t('detailPage.tags')}>
          {event.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {event.allowedAffiliations.length ? (
        <p className="event-detail__restricted">
          {t('detailPage.restricted', {
            names: event.allowedAffiliations.map((a) => a.name).join(', '),
          })}
        </p>
      ) : null}
      {event.myRsvp?.status === 'yes' && event.date ? (
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
      <RsvpSection event={event} member={member} />
    </article>
  );
}
