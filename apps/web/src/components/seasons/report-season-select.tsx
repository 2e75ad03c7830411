import { hasPastSeasons } from '@dugout/shared';
import { useSeasons } from '../../lib/api/seasons';

/**
 * A report's season (the request reports', the duties' CSV): shown only once a season was
 * archived, the current one first; `value` undefined is the current season (the server's default
 * when `?season=` is absent). `className` styles the label's box.
 */
export function ReportSeasonSelect({
  className,
  texts,
  value,
  onChange,
}: {
  className: string;
  /** The page's words: the label and the current season's name ("{{name}} (current)"). */
  texts: { label: string; current: (name: string) => string };
  value: number | undefined;
  onChange: (season: number | undefined) => void;
}) {
  const seasons = useSeasons();
  const choosable = seasons.data && hasPastSeasons(seasons.data) ? seasons.data : null;
  if (!choosable) return null;
  return (
    <label className={className}>
      <span>{texts.label}</span>
      <select
        className="field__input"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        {choosable.map((s) => (
          <option key={s.id} value={s.current ? '' : s.id}>
            {s.current ? texts.current(s.name) : s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
