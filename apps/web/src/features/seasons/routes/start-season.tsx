import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { teamsShown, type SeasonStarted, type SeasonStartInput } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { useSeasons } from '../../../lib/api/seasons';
import { useTeams } from '../../../lib/api/teams';
import { usePreviewSeason, useStartSeason } from '../api/seasons';
import { SeasonPreview } from '../components/season-preview';
import { useSeasonDay } from '../season-dates';
import '../seasons.css';

/**
 * Admin Tools → Start a new season: name and dates (and, for a club of two or more teams, which
 * teams continue), a preview of what is archived, moved and carried, then a confirmation. The
 * server writes nothing before the confirmation, and then all of it in one transaction.
 */
export default function StartSeasonRoute() {
  const { t } = useTranslation('seasons');
  const ids = useId();
  const seasons = useSeasons();
  const teams = useTeams();
  const preview = usePreviewSeason();
  const start = useStartSeason();
  const day = useSeasonDay();
  const [name, setName] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [stopping, setStopping] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);

  const current = seasons.data?.find((s) => s.current);
  const clubTeams = teams.data ?? [];
  const showTeams = teamsShown(clubTeams);
  const body: SeasonStartInput = {
    name,
    startsOn,
    endsOn,
    // One team: it continues (the server's default), with no choice shown.
    ...(showTeams
      ? { continuingTeams: clubTeams.filter((x) => !stopping.includes(x.id)).map((x) => x.id) }
      : {}),
  };
  const shown = preview.data && preview.variables ? preview : null;

  useEffect(() => {
    if (preview.data) previewRef.current?.querySelector('h2')?.focus();
  }, [preview.data]);

  // A change of the form makes the preview out of date: it is asked for again.
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      preview.reset();
    };

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    start.reset();
    preview.mutate(body);
  };

  const onStart = () => {
    if (!shown) return;
    start.mutate(shown.variables, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(t('started', { name: result.season.name, season: result.from.name }));
        // The season stands; a roster feed that did not answer keeps last season's roster.
        // An answer without `rosters` (a server before roster feeds) reports none.
        const failed = ((result.rosters as SeasonStarted['rosters'] | undefined) ?? [])
          .filter((r) => !r.ok)
          .map((r) => r.name);
        if (failed.length) {
          toast.error(t('rostersFailed', { names: failed.join(', '), count: failed.length }), {
            duration: 10_000,
          });
        }
        preview.reset();
        setName('');
        setStartsOn('');
        setEndsOn('');
        setStopping([]);
      },
      onError: () => setConfirming(false),
    });
  };

  const error = preview.error?.message ?? start.error?.message ?? null;

  return (
    <Page title={t('start.title')}>
      <p className="admin-tools__intro">{t('start.intro')}</p>
      {current ? (
        <p className="season-start__current">
          {t('start.current', {
            name: current.name,
            from: day(current.startsOn),
            to: day(current.endsOn),
          })}
        </p>
      ) : null}
      <form className="season-start" onSubmit={onPreview} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-name`}>
            {t('start.name')}
          </label>
          <input
            id={`${ids}-name`}
            className="field__input"
            value={name}
            required
            maxLength={60}
            aria-describedby={`${ids}-name-hint`}
            onChange={(e) => edit(setName)(e.target.value)}
          />
          <p id={`${ids}-name-hint`} className="field__hint">
            {t('start.nameHint')}
          </p>
        </div>
        <div className="season-start__dates">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-starts`}>
              {t('start.startsOn')}
            </label>
            <input
              id={`${ids}-starts`}
              className="field__input"
              type="date"
              required
              value={startsOn}
              onChange={(e) => edit(setStartsOn)(e.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-ends`}>
              {t('start.endsOn')}
            </label>
            <input
              id={`${ids}-ends`}
              className="field__input"
              type="date"
              required
              min={startsOn || undefined}
              value={endsOn}
              onChange={(e) => edit(setEndsOn)(e.target.value)}
            />
          </div>
        </div>
        {showTeams ? (
          <fieldset className="season-start__teams">
            <legend>{t('start.teams')}</legend>
            <p className="field__hint">{t('start.teamsHint')}</p>
            {clubTeams.map((team) => (
              <label key={team.id} className="season-start__team">
                <input
                  type="checkbox"
                  checked={!stopping.includes(team.id)}
                  onChange={(e) =>
                    edit(setStopping)(
                      e.target.checked
                        ? stopping.filter((id) => id !== team.id)
                        : [...stopping, team.id],
                    )
                  }
                />
                {team.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="season-start__actions">
          <button
            type="submit"
            className="button button--secondary"
            disabled={preview.isPending}
            aria-busy={preview.isPending}
          >
            {preview.isPending ? t('start.previewing') : t('start.preview')}
          </button>
          {shown ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setConfirming(true)}
            >
              {t('start.submit')}
            </button>
          ) : null}
        </div>
      </form>
      {shown ? (
        <div ref={previewRef}>
          <SeasonPreview name={shown.variables.name} preview={shown.data} showTeams={showTeams} />
        </div>
      ) : null}
      {confirming && shown ? (
        <ConfirmDialog
          title={t('confirm.title', { name: shown.variables.name })}
          cancelLabel={t('confirm.cancel')}
          confirmLabel={start.isPending ? t('confirm.busy') : t('confirm.submit')}
          busyLabel={t('confirm.busy')}
          busy={start.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={onStart}
        >
          <p>{t('confirm.body', { season: shown.data.from.name })}</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
