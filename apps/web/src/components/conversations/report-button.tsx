import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ReasonField } from './reason-field';
import { useModerationChange } from './moderation-api';

/**
 * "Report" on someone else's post: a member tells the managers, once, with an optional reason
 * (asked under the post, as the hide reason is). Reported: a note instead of the button.
 */
export function ReportButton({
  postId,
  label,
  reported,
}: {
  postId: number;
  /** Names the post for screen readers: "Report the post of Sam of 5 PM". */
  label: string;
  reported: boolean;
}) {
  const { t } = useTranslation('conversationModeration');
  const change = useModerationChange();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (reported) return <p className="post__reported">{t('reported')}</p>;
  if (!open) {
    return (
      <button type="button" className="button" aria-label={label} onClick={() => setOpen(true)}>
        {t('report')}
      </button>
    );
  }
  return (
    <form
      className="composer post__form"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          { kind: 'report', postId, input: { reason: reason.trim() || null } },
          {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('reportedDone'));
            },
            onError: (err) => toast.error(err.message),
          },
        );
      }}
    >
      <ReasonField label={t('reportReason')} value={reason} onChange={setReason} />
      <div className="composer__actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('reportSend')}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
