import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { templateName, type DutyTemplate } from '@dugout/shared';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useApplyTemplate, useTemplatePreview } from '../api/duty-plans';

/** "Apply to home games": the count of games and duties first (the server's preview), then yes. */
export function ApplyDialog({
  template,
  onClose,
}: {
  template: DutyTemplate;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('dutyPlans');
  const preview = useTemplatePreview(template.id);
  const apply = useApplyTemplate();
  const games = preview.data?.games ?? 0;
  const confirm = () => {
    if (!preview.data || games === 0) return onClose();
    apply.mutate(template.id, {
      onSuccess: (done) => {
        toast.success(t('templates.applied', { count: done.games, added: done.added }));
        onClose();
      },
      onError: (error) => {
        toast.error(t('templates.failed', { message: error.message }));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      title={t('templates.preview.title', { name: templateName(template, i18n.language) })}
      cancelLabel={t('templates.preview.cancel')}
      confirmLabel={t('templates.preview.yes')}
      busyLabel={t('templates.preview.busy')}
      busy={apply.isPending || preview.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      {preview.isPending ? (
        <Spinner label={t('templates.preview.checking')} />
      ) : preview.isError ? (
        <p role="alert">{t('templates.failed', { message: preview.error.message })}</p>
      ) : games === 0 ? (
        <p>{t('templates.preview.none')}</p>
      ) : (
        <p className="apply-dialog__count">
          {t('templates.preview.body', {
            count: games,
            added: preview.data.added,
            existing: preview.data.existing,
          })}
        </p>
      )}
    </ConfirmDialog>
  );
}
