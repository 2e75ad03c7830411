import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../modal/confirm-dialog';
import { useCalendarFeed, useCreateCalendarFeed, useResetCalendarFeed } from './calendar-feed-api';
import './calendar-feed-card.css';

/** The member's private calendar feed (webcal) with Copy and Reset, on the profile page. */
export function CalendarFeedCard() {
  const { t } = useTranslation('calendarFeed');
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const create = useCreateCalendarFeed();
  const webcalUrl = feed.data?.webcalUrl ?? null;
  const [confirming, setConfirming] = useState(false);

  const copy = () => {
    if (!webcalUrl) return;
    navigator.clipboard.writeText(webcalUrl).then(
      () => toast.success(t('feed.copied')),
      () => toast.error(t('feed.copyFailed')),
    );
  };

  return (
    <section className="feed-card" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('feed.title')}</h2>
      <p>{t('feed.intro')}</p>
      {feed.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('feed.loadError')}</p>
        </div>
      ) : null}
      {feed.data && !webcalUrl ? (
        // No link yet: it is made when the member asks (a POST), never by loading the page.
        <div className="feed-card__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(undefined, { onError: () => toast.error(t('feed.getFailed')) })
            }
          >
            {t('feed.get')}
          </button>
        </div>
      ) : null}
      {webcalUrl ? (
        <>
          <label className="field feed-card__field">
            <span className="field__label">{t('feed.link')}</span>
            <input
              className="field__input feed-card__url"
              readOnly
              value={webcalUrl}
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <div className="feed-card__actions">
            <button type="button" className="button button--primary" onClick={copy}>
              {t('feed.copy')}
            </button>
            <a className="button button--secondary" href={webcalUrl}>
              {t('feed.open')}
            </a>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(true)}
              disabled={reset.isPending}
            >
              {t('feed.reset')}
            </button>
          </div>
          <p className="field__hint">{t('feed.warning')}</p>
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('feed.reset')}
          cancelLabel={t('feed.cancel')}
          confirmLabel={t('feed.reset')}
          busy={reset.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            reset.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('feed.resetDone'));
              },
              onError: () => {
                setConfirming(false);
                toast.error(t('feed.resetFailed'));
              },
            })
          }
        >
          <p>{t('feed.resetConfirm')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
