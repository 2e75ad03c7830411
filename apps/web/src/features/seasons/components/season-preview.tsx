import { useTranslation } from 'react-i18next';
import type { SeasonPreview as Preview } from '@dugout/shared';

/** What starting the season archives, moves and carries, as the server counted it. */
export function SeasonPreview({
  name,
  preview,
  showTeams,
}: {
  name: string;
  preview: Preview;
  /** The teams' lines, only for a club of two or more teams. */
  showTeams: boolean;
}) {
  const { t, i18n } = useTranslation('seasons');
  const list = (teams: readonly { name: string }[]) =>
    teams.length
      ? new Intl.ListFormat(i18n.language).format(teams.map((team) => team.name))
      : t('preview.none');
  const { archived, moved, carried } = preview;
  return (
    <section className="season-preview" aria-labelledby="season-preview-title">
      <h2 id="season-preview-title" className="season-preview__title" tabIndex={-1}>
        {t('preview.title', { name })}
      </h2>
      <div className="season-preview__groups">
        <div className="season-preview__group">
          <h3>{t('preview.archived', { season: preview.from.name })}</h3>
          <ul>
            <li>{t('preview.events', { count: archived.events })}</li>
            <li>{t('preview.rsvps', { count: archived.rsvps })}</li>
            <li>{t('preview.requests', { count: archived.requests })}</li>
            <li>{t('preview.messages', { count: archived.messages })}</li>
          </ul>
        </div>
        <div className="season-preview__group">
          <h3>{t('preview.moved')}</h3>
          <ul>
            <li>{t('preview.events', { count: moved.events })}</li>
          </ul>
        </div>
        <div className="season-preview__group">
          <h3>{t('preview.carried')}</h3>
          <ul>
            <li>{t('preview.families', { count: carried.families })}</li>
            <li>{t('preview.households', { count: carried.households })}</li>
            <li>{t('preview.venues', { count: carried.venues })}</li>
            <li>{t('preview.preferences', { count: carried.preferences })}</li>
          </ul>
        </div>
        {showTeams ? (
          <div className="season-preview__group">
            <h3>{t('preview.teams')}</h3>
            <ul>
              <li>{t('preview.continuing', { teams: list(preview.teams.continuing) })}</li>
              <li>{t('preview.stopping', { teams: list(preview.teams.stopping) })}</li>
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
