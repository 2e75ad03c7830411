import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ConversationModeration } from '@dugout/shared';
import { HideForm } from './hide-form';
import { useModerationChange } from './moderation-api';

/**
 * For the conversation's managers, above the posts: the posts members reported (resolved by
 * hiding the post, with a reason, or dismissing the reports) and the members muted here.
 */
export function ModerationPanel({
  moderation,
  timeText,
}: {
  moderation: ConversationModeration;
  timeText: (iso: string) => string;
}) {
  const { t } = useTranslation('conversationModeration');
  const change = useModerationChange();
  const [hiding, setHiding] = useState<number | null>(null);
  const { reports, mutes } = moderation;
  if (reports.length === 0 && mutes.length === 0) return null;
  const done = (message: string) => ({
    onSuccess: () => {
      setHiding(null);
      toast.success(message);
    },
    onError: (err: Error) => toast.error(err.message),
  });

  return (
    <div className="moderation">
      {reports.length ? (
        <section aria-labelledby="reports-title">
          <h3 id="reports-title" className="moderation__title">
            {t('reportsTitle', { count: reports.length })}
          </h3>
          <p className="moderation__intro">{t('reportsIntro')}</p>
          <ul className="moderation__list">
            {reports.map((r) => (
              <li key={r.postId} className="moderation__item">
                <p className="moderation__what">
                  <span className="post__author">{r.authorName}</span>:{' '}
                  <span className="moderation__excerpt">{r.excerpt}</span>
                </p>
                <p className="moderation__meta">
                  {t('reportedTimes', { count: r.count })}
                  {r.reasons.length ? ` · ${t('reasons', { reasons: r.reasons.join('; ') })}` : ''}
                </p>
                {hiding === r.postId ? (
                  <HideForm
                    busy={change.isPending}
                    onHide={(reason) =>
                      change.mutate(
                        {
                          kind: 'resolve',
                          postId: r.postId,
                          input: { resolution: 'hidden', reason },
                        },
                        done(t('hiddenDone')),
                      )
                    }
                    onCancel={() => setHiding(null)}
                  />
                ) : (
                  <div className="post__actions">
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={t('hidePostNamed', { name: r.authorName })}
                      onClick={() => setHiding(r.postId)}
                    >
                      {t('hidePost')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('dismissNamed', { name: r.authorName })}
                      disabled={change.isPending}
                      onClick={() =>
                        change.mutate(
                          { kind: 'resolve', postId: r.postId, input: { resolution: 'dismissed' } },
                          done(t('dismissed')),
                        )
                      }
                    >
                      {t('dismiss')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {mutes.length ? (
        <section aria-labelledby="mutes-title">
          <h3 id="mutes-title" className="moderation__title">
            {t('mutesTitle', { count: mutes.length })}
          </h3>
          <ul className="moderation__list">
            {mutes.map((m) => (
              <li key={m.id} className="moderation__item moderation__item--row">
                <p className="moderation__what">
                  <span className="post__author">{m.name}</span>{' '}
                  {t('mutedUntil', { until: timeText(m.until) })}
                  {m.reason ? ` · ${m.reason}` : ''}
                </p>
                {m.canLift ? (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('unmuteNamed', { name: m.name })}
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { kind: 'unmute', muteId: m.id },
                        done(t('unmuted', { name: m.name })),
                      )
                    }
                  >
                    {t('unmute')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
