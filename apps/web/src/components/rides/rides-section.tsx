import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  phoneHref,
  type EventRides,
  type RideOffer,
  type RideRequest,
} from '@dugout/shared';
import { teamDateTimeText, useTeamEventTime } from '../../lib/team-time';
import { useEventRides, useRideChange, type RideChange } from './api';
import { RideForm } from './ride-forms';
import './rides.css';

type Change = ReturnType<typeof useRideChange>;
type Run = (change: RideChange, done: string) => void;

/**
 * The event page's rides: offers with the seats left and requests; an adult offers or asks, a
 * driver accepts a request, and only then do both sides see each other's name and phone. While
 * the event has no ride yet it is a single "Rides" button, so a home practice is not cluttered.
 */
export function RidesSection({
  eventId,
  eventStart,
}: {
  eventId: string;
  /** The event's start (ISO), for the offer form's leaving time. */
  eventStart: string | null;
}) {
  const { t, i18n } = useTranslation('rides');
  const rides = useEventRides(eventId, i18n.language);
  const change = useRideChange();
  const [shown, setShown] = useState(false);
  const [form, setForm] = useState<'offer' | 'ask' | 'editOffer' | 'editRequest' | null>(null);
  const { timeZone } = useTeamEventTime();
  // An answer of another shape (a proxy's page, an older server) leaves the event page as it was.
  const data = rides.data;
  if (!data || !Array.isArray(data.offers) || !Array.isArray(data.requests)) return null;
  const empty = !data.offers.length && !data.requests.length;
  if (empty && !data.canTake) return null;
  if (empty && !shown) {
    return (
      <section className="event-card rides rides--collapsed" aria-label={t('title')}>
        <button
          type="button"
          className="button button--secondary rides__show"
          aria-expanded="false"
          onClick={() => setShown(true)}
        >
          {t('show')}
        </button>
      </section>
    );
  }

  const run: Run = (c, done) =>
    change.mutate(c, {
      onSuccess: () => {
        setForm(null);
        toast.success(done);
      },
      onError: (err) => toast.error(err.message),
    });
  const myOffer = data.offers.find((o) => o.ours) ?? null;
  const myRequest = data.requests.find((r) => r.ours) ?? null;
  const formProps = {
    timeZone,
    eventStart,
    saving: change.isPending,
    onCancel: () => setForm(null),
  };
  // The household's own offer or request is changed in place (a matched request cannot change:
  // the server answers 409, so the button is not offered); a new one is posted below the lists.
  const offerForm = (editing: RideOffer | null) => (
    <RideForm
      kind="offer"
      {...formProps}
      editing={editing ?? undefined}
      onSave={(body) =>
        editing
          ? run({ kind: 'editOffer', offerId: editing.id, body }, t('saved'))
          : run({ kind: 'offer', eventId, body }, t('offered'))
      }
    />
  );
  const requestForm = (editing: RideRequest | null) => (
    <RideForm
      kind="ask"
      {...formProps}
      editing={editing ?? undefined}
      onSave={(body) =>
        editing
          ? run({ kind: 'editRequest', requestId: editing.id, body }, t('saved'))
          : run({ kind: 'ask', eventId, body }, t('asked'))
      }
    />
  );

  return (
    <section className="event-card rides" aria-labelledby="rides-title">
      <h2 id="rides-title">{t('title')}</h2>
      <p className="rides__intro">{t('intro')}</p>
      <h3 id="rides-offers">{t('offers')}</h3>
      {data.offers.length ? (
        <ul className="rides__list" aria-labelledby="rides-offers">
          {data.offers.map((o) => (
            <OfferItem
              key={o.id}
              offer={o}
              data={data}
              run={run}
              change={change}
              tz={timeZone}
              onEdit={() => setForm('editOffer')}
              editor={o.ours && form === 'editOffer' ? offerForm(o) : null}
            />
          ))}
        </ul>
      ) : (
        <p>{t('noOffers')}</p>
      )}
      <h3 id="rides-requests">{t('requests')}</h3>
      {data.requests.length ? (
        <ul className="rides__list" aria-labelledby="rides-requests">
          {data.requests.map((r) => (
            <RequestItem
              key={r.id}
              request={r}
              myOffer={myOffer}
              data={data}
              run={run}
              change={change}
              onEdit={() => setForm('editRequest')}
              editor={r.ours && form === 'editRequest' ? requestForm(r) : null}
            />
          ))}
        </ul>
      ) : (
        <p>{t('noRequests')}</p>
      )}
      {data.canTake && form === 'offer' ? (
        offerForm(null)
      ) : data.canTake && form === 'ask' ? (
        requestForm(null)
      ) : data.canTake && !form && (!myOffer || !myRequest) ? (
        <div className="rides__post">
          {!myOffer ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setForm('offer')}
            >
              {t('offer')}
            </button>
          ) : null}
          {!myRequest ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setForm('ask')}
            >
              {t('ask')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function OfferItem({
  offer,
  data,
  run,
  change,
  tz,
  onEdit,
  editor,
}: {
  offer: RideOffer;
  data: EventRides;
  run: Run;
  change: Change;
  tz: string | undefined;
  onEdit: () => void;
  /** The form changing this offer, while it is open. */
  editor: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('rides');
  const cancel = () => {
    const ask = offer.ours ? t('confirmCancelOffer') : t('confirmRemove', { name: offer.driver });
    if (window.confirm(ask)) run({ kind: 'cancelOffer', offerId: offer.id }, t('cancelled'));
  };
  return (
    <li className="ride" aria-label={offer.driver}>
      <div className="ride__head">
        <span className="ride__who">
          {offer.driver}
          {offer.ours ? ` · ${t('yours')}` : ''}
        </span>
        <span className={`ride__seats${offer.seatsLeft ? '' : ' ride__seats--none'}`}>
          {t('seatsLeft', { count: offer.seatsLeft, seats: offer.seats })}
        </span>
      </div>
      <p className="ride__meta">
        {t(`direction.${offer.direction}`)} · {t('from', { place: offer.from })}
        {offer.leavesAt
          ? ` · ${t('leaves', { time: teamDateTimeText(new Date(offer.leavesAt), i18n.language, tz) })}`
          : ''}
      </p>
      {offer.note ? <p className="ride__note">{offer.note}</p> : null}
      {editor ? (
        editor
      ) : offer.ours || data.canManage ? (
        <div className="ride__actions">
          {offer.ours && data.canTake ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={change.isPending}
              onClick={onEdit}
            >
              {t('editOffer')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            aria-label={offer.ours ? undefined : t('removeNamed', { name: offer.driver })}
            disabled={change.isPending}
            onClick={cancel}
          >
            {offer.ours ? t('cancelOffer') : t('remove')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function RequestItem({
  request,
  myOffer,
  data,
  run,
  change,
  onEdit,
  editor,
}: {
  request: RideRequest;
  myOffer: RideOffer | null;
  data: EventRides;
  run: Run;
  change: Change;
  onEdit: () => void;
  /** The form changing this request, while it is open. */
  editor: React.ReactNode;
}) {
  const { t } = useTranslation('rides');
  const { match } = request;
  const canAccept =
    !!myOffer && !request.ours && request.offerId === null && myOffer.seatsLeft >= request.seats;
  const cancelRide = () => {
    if (!match || !window.confirm(t('confirmCancelRide', { name: match.name }))) return;
    run({ kind: 'cancelMatch', requestId: request.id }, t('cancelled'));
  };
  const remove = () => {
    const ask = request.ours ? null : t('confirmRemove', { name: request.asker });
    if (ask && !window.confirm(ask)) return;
    run({ kind: 'cancelRequest', requestId: request.id }, t('cancelled'));
  };
  return (
    <li className="ride" aria-label={request.asker}>
      <div className="ride__head">
        <span className="ride__who">
          {request.asker}
          {request.ours ? ` · ${t('yours')}` : ''}
        </span>
        <span className="ride__seats">{t('needs', { count: request.seats })}</span>
      </div>
      <p className="ride__meta">{t('from', { place: request.from })}</p>
      {request.note ? <p className="ride__note">{request.note}</p> : null}
      {match ? (
        <p className="ride__match">
          {t('rideWith', { name: match.name })}
          {' · '}
          {match.phone ? (
            <a
              href={phoneHref(match.phone)}
              aria-label={t('call', { name: match.name, phone: formatPhone(match.phone) })}
            >
              {formatPhone(match.phone)}
            </a>
          ) : (
            t('noPhone')
          )}
        </p>
      ) : request.offerId !== null ? (
        <p className="ride__match">{t('hasRide')}</p>
      ) : null}
      {editor ?? (
        <div className="ride__actions">
          {request.ours && data.canTake && request.offerId === null ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={change.isPending}
              onClick={onEdit}
            >
              {t('editRequest')}
            </button>
          ) : null}
          {canAccept ? (
            <button
              type="button"
              className="button button--primary"
              aria-label={t('acceptNamed', { name: request.asker })}
              disabled={change.isPending}
              onClick={() =>
                run(
                  { kind: 'accept', requestId: request.id, offerId: myOffer.id },
                  t('accepted', { name: request.asker }),
                )
              }
            >
              {t('accept')}
            </button>
          ) : null}
          {match ? (
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('cancelRideNamed', { name: match.name })}
              disabled={change.isPending}
              onClick={cancelRide}
            >
              {t('cancelRide')}
            </button>
          ) : null}
          {request.ours || data.canManage ? (
            <button
              type="button"
              className="button button--secondary"
              aria-label={request.ours ? undefined : t('removeNamed', { name: request.asker })}
              disabled={change.isPending}
              onClick={remove}
            >
              {request.ours ? t('cancelRequest') : t('remove')}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
