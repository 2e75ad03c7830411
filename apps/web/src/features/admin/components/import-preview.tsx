import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactImportPreview } from '@dugout/shared';
import { ImportChanges } from './import-changes';

/** One table of the preview, under its heading (the table is named by it). */
function PreviewTable({
  heading,
  count,
  intro,
  columns,
  rows,
}: {
  heading: string;
  count: number;
  intro?: string;
  columns: string[];
  /** Each row: its key and its cells, in `columns` order. */
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section className="import-preview__section" aria-labelledby={id}>
      <h3 id={id} className="import-preview__heading">
        {heading} <span className="import-preview__count">({count})</span>
      </h3>
      {intro ? <p className="import-preview__intro">{intro}</p> : null}
      <table className="import-table" aria-labelledby={id}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type PreviewHousehold = ContactImportPreview['households'][number];

/**
 * What the file would do: create, update (each field from → to), refused with
 * reasons, left as they are, and the households with who becomes whose guardian.
 */
export function ImportPreview({ preview }: { preview: ContactImportPreview }) {
  const { t, i18n } = useTranslation('admin');
  const list = (names: string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  const roleOf = (m: PreviewHousehold['members'][number]) =>
    m.role === 'player' && !m.onRoster
      ? t('importContacts.notOnRoster')
      : t(`importContacts.roles.${m.role}`);
  /** Who will answer for whom: the household's guardians and children in this file. */
  const links = (h: PreviewHousehold) => {
    const guardians = h.members.filter((m) => m.role === 'guardian').map((m) => m.name);
    const children = h.members.filter((m) => m.role !== 'guardian').map((m) => m.name);
    if (guardians.length === 0 || children.length === 0) return null;
    return (
      <p className="import-preview__links">
        {t('importContacts.links', { guardians: list(guardians), children: list(children) })}
      </p>
    );
  };
  const c = (key: string) => t(`importContacts.columns.${key}` as 'importContacts.columns.row');
  const email = (value: string | null) =>
    value ?? <span className="import-preview__muted">{t('importContacts.noEmail')}</span>;
  const none = t('importContacts.none');

  return (
    <>
      <PreviewTable
        heading={t('importContacts.sections.create')}
        count={preview.create.length}
        columns={[c('row'), c('name'), c('email'), c('household')]}
        rows={preview.create.map((r) => ({
          key: String(r.line),
          cells: [r.line, r.name, email(r.email), r.household ?? none],
        }))}
      />
      <PreviewTable
        heading={t('importContacts.sections.update')}
        count={preview.update.length}
        columns={[c('row'), c('name'), c('email'), c('changes')]}
        rows={preview.update.map((r) => ({
          key: String(r.line),
          cells: [
            r.line,
            r.name,
            email(r.email),
            <ImportChanges key="changes" changes={r.changes} />,
          ],
        }))}
      />
      <PreviewTable
        heading={t('importContacts.sections.refused')}
        count={preview.refused.length}
        intro={t('importContacts.sections.refusedIntro')}
        columns={[c('row'), c('name'), c('reasons')]}
        rows={preview.refused.map((r) => ({
          key: String(r.line),
          cells: [
            r.line,
            r.name || none,
            <ul key="reasons" className="import-preview__reasons">
              {r.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>,
          ],
        }))}
      />
      <PreviewTable
        heading={t('importContacts.sections.unchanged')}
        count={preview.unchanged.length}
        intro={t('importContacts.sections.unchangedIntro')}
        columns={[c('row'), c('name'), c('email')]}
        rows={preview.unchanged.map((r) => ({
          key: String(r.line),
          cells: [r.line, r.name, email(r.email)],
        }))}
      />
      <PreviewTable
        heading={t('importContacts.sections.households')}
        count={preview.households.length}
        columns={[c('household'), c('members')]}
        rows={preview.households.map((h) => ({
          key: h.name,
          cells: [
            h.name,
            <div key="members">
              <ul className="import-preview__reasons">
                {h.members.map((m) => (
                  <li key={m.line}>
                    {m.name} ({roleOf(m)})
                  </li>
                ))}
              </ul>
              {links(h)}
            </div>,
          ],
        }))}
      />
    </>
  );
}
