import { useTranslation } from 'react-i18next';
import type { Venue } from '@dugout/shared';
import { useConfig } from '../../lib/config';
import { browserMapPlatform } from '../../lib/maps/map-platform';
import { venueMapLinks, type MapLink } from '../../lib/maps/venue-map-links';
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

/** The text of each map link, and its name with the venue for those opening a new tab. */
const LINK_TEXT = {
  appleMaps: { text: 'detail.openAppleMaps', named: 'detail.openAppleMapsNamed' },
  googleMaps: { text: 'detail.openGoogleMaps', named: 'detail.openGoogleMapsNamed' },
  mapApp: { text: 'detail.openMapApp', named: null },
} as const;

function MapLinkButton({ link, venueName }: { link: MapLink; venueName: string }) {
  const { t } = useTranslation('venues');
  const { text, named } = LINK_TEXT[link.kind];
  // A `geo:` URI hands the place to the phone's map app; a new tab would stay empty.
  if (!named) {
    return (
      <a className="button button--secondary" href={link.href}>
        {t(text)}
      </a>
    );
  }
  return (
    <a
      className="button button--secondary"
      href={link.href}
      target="_blank"
      rel="noreferrer"
      aria-label={t(named, { name: venueName })}
    >
      {t(text)}
    </a>
  );
}

/**
 * The event page's "Where": the venue's name and address with links to the maps the device opens
 * (Apple Maps on Apple's devices, the map app on Android, Google Maps everywhere; no map script),
 * when to arrive in the team's time, and the notes on parking and entry. Nothing when the event
 * has neither.
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
  const mapLinks = venue ? venueMapLinks(venue, browserMapPlatform()) : [];
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
          {mapLinks.length > 0 ? (
            <p className="venue-details__links">
              {mapLinks.map((link) => (
                <MapLinkButton key={link.kind} link={link} venueName={venue.name} />
              ))}
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
