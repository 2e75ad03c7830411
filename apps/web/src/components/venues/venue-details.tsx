import { useTranslation } from 'react-i18next';
import { venueGeoUri, venueMapUrl, type Venue } from '@dugout/shared';
import { useConfig } from '../../lib/config';
import './venues.css';

/**
 * The time of day of `instant` in `language`, in the zone the start beside it is shown in: the
 * team's on the event page (as the schedule), the browser's in the event form (as its input).
 */
export function arrivalClock(instant: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(instant);
}

/**
 * The event page's "Where": the venue's name and address with map links (a `geo:`
 * URI, which a phone opens in its map app, and OpenStreetMap; no map script), when to arrive in
 * the team's time, and the notes on parking and entry. Nothing when the event has neither.
 */
export function VenueDetails({
  venue,
  arrivalTime,
}: {
  venue: Venue | null | undefined;
  arrivalTime: string | null | undefined;
}) {
  const { t, i18n } = useTranslation('venues');
  const { teamTimeZone } = useConfig();
  if (!venue && !arrivalTime) return null;
  const mapUrl = venue ? venueMapUrl(venue) : null;
  const geo = venue ? venueGeoUri(venue) : null;
  return (
    <section className="event-card venue-details" aria-labelledby="venue-details-title">
      <h2 id="venue-details-title">{t('detail.heading')}</h2>
      {arrivalTime ? (
        <p className="venue-details__arrival">
          {t('detail.arriveBy', {
            time: arrivalClock(new Date(arrivalTime), i18n.language, teamTimeZone),
          })}
        </p>
      ) : null}
      {venue ? (
        <>
          <p className="venue-details__name">{venue.name}</p>
          {venue.address ? (
            <address className="venue-details__address">{venue.address}</address>
          ) : null}
          {mapUrl || geo ? (
            <p className="venue-details__links">
              {mapUrl ? (
                <a
                  className="button button--secondary"
                  href={mapUrl}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('detail.openMapNamed', { name: venue.name })}
                >
                  {t('detail.openMap')}
                </a>
              ) : null}
              {geo ? (
                <a className="button button--secondary" href={geo}>
                  {t('detail.openMapApp')}
                </a>
              ) : null}
            </p>
          ) : null}
          {venue.notes ? (
            <div className="venue-details__notes">
              <h3>{t('detail.notes')}</h3>
              <p>{venue.notes}</p>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
