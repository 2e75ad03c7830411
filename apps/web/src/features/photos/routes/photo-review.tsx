import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import {
  useDismissTakedown,
  usePhotoAction,
  usePhotoReview,
  useRemovePhoto,
} from '../../../components/photos/api';
import '../../../components/photos/photos.css';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { teamDateTimeText, useTeamEventTime } from '../../../lib/team-time';

/**
 * Photos to review, for an admin (every album) or a team's manager (their events' albums): the
 * photos waiting for a manager (they tag a child without consent) and those members asked to
 * take down, newest first, in one list across the albums. Approve and remove as in the album;
 * "Keep the photo" dismisses a request. Every answer is in the audit log.
 */
export default function PhotoReviewRoute() {
  const { t, i18n } = useTranslation('photos');
  const { timeZone } = useTeamEventTime();
  const review = usePhotoReview(i18n.language);
  const approve = usePhotoAction();
  const remove = useRemovePhoto();
  const dismiss = useDismissTakedown();
  const busy = approve.isPending || remove.isPending || dismiss.isPending;
  const failed = (err: Error) => toast.error(err.message);

  return (
    <Page title={t('review.title')}>
      <p className="photo-review__intro">{t('review.intro')}</p>
      {review.isPending ? (
        <Spinner label={t('review.title')} />
      ) : review.isError ? (
        <p role="alert">{review.error.message}</p>
      ) : review.data.photos.length === 0 ? (
        <p>{t('review.empty')}</p>
      ) : (
        <ul className="photo-review">
          {review.data.photos.map((p) => {
            const event = p.eventDate
              ? t('review.event', {
                  event: p.eventName,
                  date: teamDateTimeText(new Date(p.eventDate), i18n.language, timeZone),
                })
              : p.eventName;
            return (
              <li key={p.id} className="photo-review__item">
                <img
                  className="photo-review__thumb"
                  src={p.thumbUrl}
                  alt={t('review.photo', { event: p.eventName, name: p.uploadedBy })}
                  loading="lazy"
                />
                <div className="photo-review__body">
                  <p className="photo-review__event">
                    <Link to={paths.events.detail.href(p.eventId)}>{event}</Link>
                  </p>
                  <p className="photo-review__by">
                    {p.caption ? `${p.caption} · ` : ''}
                    {t('review.addedBy', { name: p.uploadedBy })}
                  </p>
                  {p.held ? <p className="photos__held photo-review__held">{t('held')}</p> : null}
                  {p.takedowns.length ? (
                    <ul className="photo-review__requests">
                      {p.takedowns.map((d) => (
                        <li key={d.id}>
                          <span>
                            {d.reason
                              ? t('review.request', { name: d.by, reason: d.reason })
                              : t('review.requestNoReason', { name: d.by })}
                          </span>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t('review.keepLabel', { name: d.by })}
                            disabled={busy}
                            onClick={() =>
                              dismiss.mutate(d.id, {
                                onSuccess: () => toast.success(t('review.kept')),
                                onError: failed,
                              })
                            }
                          >
                            {t('review.keep')}
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {p.archived ? (
                    <p className="field__hint">{t('review.archived')}</p>
                  ) : (
                    <p className="photo-review__actions">
                      {p.held ? (
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={busy}
                          onClick={() =>
                            approve.mutate(
                              { kind: 'approve', photoId: p.id },
                              { onSuccess: () => toast.success(t('approved')), onError: failed },
                            )
                          }
                        >
                          {t('approve')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={busy}
                        onClick={() => {
                          if (!window.confirm(t('removeConfirm'))) return;
                          remove.mutate(p.id, {
                            onSuccess: () => toast.success(t('removed')),
                            onError: failed,
                          });
                        }}
                      >
                        {t('remove')}
                      </button>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
