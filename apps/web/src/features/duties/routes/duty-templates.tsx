import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, dutyName, templateName, teamsShown, type DutyTemplate } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useTeams } from '../../../lib/api/teams';
import { useTeamMember } from '../../../lib/auth/use-team-member';
import { paths } from '../../../lib/paths';
import { useDutyTemplates, useTemplateChange, type TemplateChange } from '../api/duty-plans';
import { ApplyDialog } from '../components/apply-dialog';
import { TemplateForm } from '../components/template-form';
import '../duty-plans.css';

/**
 * Duty templates (admins, and team managers for their teams): the current season's templates,
 * a form to add or edit one, a confirmation before a delete, and "Apply to home games" with the
 * count of games and duties first.
 */
export default function DutyTemplatesRoute() {
  const { t, i18n } = useTranslation('dutyPlans');
  const { member } = useTeamMember('events:publish');
  const admin = can(member, 'events:publish');
  const club = useTeams().data ?? [];
  const teams = admin ? club : club.filter((x) => member?.managedTeams.includes(x.id));
  const list = useDutyTemplates();
  const change = useTemplateChange();
  const [editing, setEditing] = useState<{ template: DutyTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<DutyTemplate | null>(null);
  const [applying, setApplying] = useState<DutyTemplate | null>(null);
  const teamName = (id: number | null) =>
    id === null ? t('templates.club') : (club.find((x) => x.id === id)?.name ?? '');
  const nameOf = (tpl: DutyTemplate) => templateName(tpl, i18n.language);
  const fail = (error: Error) => toast.error(t('templates.failed', { message: error.message }));

  const save = (body: TemplateChange) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(body.kind === 'create' ? t('templates.created') : t('templates.saved'));
        setEditing(null);
      },
      onError: fail,
    });

  return (
    <Page
      title={t('templates.title')}
      className="duty-plans"
      actions={<Link to={paths.duties.unfilled.href()}>{t('templates.unfilledLink')}</Link>}
    >
      <p className="duty-plans__intro">{t('templates.intro')}</p>
      {editing ? (
        <TemplateForm
          template={editing.template}
          teams={teams}
          clubChoice={admin}
          showTeams={teamsShown(club.map((x) => x.id))}
          saving={change.isPending}
          onCancel={() => setEditing(null)}
          onSave={(body) =>
            save(
              editing.template
                ? { kind: 'update', id: editing.template.id, body }
                : { kind: 'create', body },
            )
          }
        />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ template: null })}
          >
            {t('templates.add')}
          </button>
        </p>
      )}
      {list.isPending ? (
        <Spinner label={t('templates.loading')} />
      ) : list.isError ? (
        <p role="alert">{t('templates.loadFailed', { message: list.error.message })}</p>
      ) : list.data.templates.length === 0 ? (
        <p>{t('templates.empty')}</p>
      ) : (
        <ul className="duty-plans__list">
          {list.data.templates.map((tpl) => (
            <li key={tpl.id} className="duty-template">
              <h2 className="duty-template__name">{nameOf(tpl)}</h2>
              {teamsShown(club.map((x) => x.id)) ? (
                <p className="duty-template__team">{teamName(tpl.teamId)}</p>
              ) : null}
              <p className="duty-template__count">
                {t('templates.duties', { count: tpl.items.length })}
              </p>
              <ul className="duty-template__items">
                {tpl.items.map((item) => (
                  <li key={item.id}>
                    {dutyName(item, i18n.language)} × {item.slots}
                  </li>
                ))}
              </ul>
              <div className="duty-template__actions">
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={t('templates.applyNamed', { name: nameOf(tpl) })}
                  onClick={() => setApplying(tpl)}
                >
                  {t('templates.apply')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('templates.editNamed', { name: nameOf(tpl) })}
                  onClick={() => setEditing({ template: tpl })}
                >
                  {t('templates.edit')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('templates.deleteNamed', { name: nameOf(tpl) })}
                  onClick={() => setDeleting(tpl)}
                >
                  {t('templates.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('templates.confirmDelete.title')}
          cancelLabel={t('templates.confirmDelete.cancel')}
          confirmLabel={t('templates.confirmDelete.yes')}
          busyLabel={t('templates.confirmDelete.busy')}
          busy={change.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            change.mutate(
              { kind: 'delete', id: deleting.id },
              {
                onSuccess: () => {
                  toast.success(t('templates.deleted'));
                  setDeleting(null);
                },
                onError: (error) => {
                  fail(error);
                  setDeleting(null);
                },
              },
            )
          }
        >
          <p>{t('templates.confirmDelete.body', { name: nameOf(deleting) })}</p>
        </ConfirmDialog>
      ) : null}
      {applying ? <ApplyDialog template={applying} onClose={() => setApplying(null)} /> : null}
    </Page>
  );
}
