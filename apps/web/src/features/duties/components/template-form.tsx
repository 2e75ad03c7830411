import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DUTY_CUTOFF_CHOICES,
  DUTY_NAME_MAX_LENGTH,
  DUTY_NOTE_MAX_LENGTH,
  DUTY_SLOTS_MAX,
  DUTY_TEMPLATE_NAME_MAX_LENGTH,
  DUTY_TIME_CHOICES,
  type DutyTemplate,
  type DutyTemplateInput,
  type Team,
} from '@dugout/shared';
import { SelectField } from '../../../components/forms/select-field';

interface ItemDraft {
  key: number;
  nameEn: string;
  nameEs: string;
  slots: string;
  note: string;
  minutesBefore: string;
  closesMinutesBefore: string;
}

const asChoice = (n: number | null) => (n === null ? '' : String(n));
const asMinutes = (s: string) => (s === '' ? null : Number(s));
let nextKey = 1;
const blank = (): ItemDraft => ({
  key: nextKey++,
  nameEn: '',
  nameEs: '',
  slots: '1',
  note: '',
  minutesBefore: '',
  closesMinutesBefore: '',
});

/**
 * A template's name, whom it is for (the club, or one of the teams the author manages; kept on
 * an edit) and its duties, each with its time and cut-off counted back from the game's start.
 */
export function TemplateForm({
  template,
  teams,
  clubChoice,
  showTeams,
  saving,
  onSave,
  onCancel,
}: {
  template: DutyTemplate | null;
  /** The teams the author may give it (names shown only in a club of two teams or more). */
  teams: readonly Team[];
  /** Whether "Whole club" is offered (admins). */
  clubChoice: boolean;
  /** Whether the club shows teams (two or more): else no choice, the club's or the only team's. */
  showTeams: boolean;
  saving: boolean;
  onSave: (body: DutyTemplateInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dutyPlans');
  const id = useId();
  const [name, setName] = useState(template?.name ?? '');
  const [nameEs, setNameEs] = useState(template?.nameEs ?? '');
  const [team, setTeam] = useState(
    asChoice(template ? template.teamId : clubChoice ? null : (teams[0]?.id ?? null)),
  );
  const [items, setItems] = useState<ItemDraft[]>(
    template?.items.map((i) => ({
      key: nextKey++,
      nameEn: i.nameEn,
      nameEs: i.nameEs,
      slots: String(i.slots),
      note: i.note,
      minutesBefore: asChoice(i.minutesBefore),
      closesMinutesBefore: asChoice(i.closesMinutesBefore),
    })) ?? [blank()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (key: number, patch: Partial<ItemDraft>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim() || items.some((i) => !i.nameEn.trim() || !i.nameEs.trim())) {
      return setProblem(t('form.required'));
    }
    const bad = items.some((i) => {
      const n = Number(i.slots);
      return !Number.isInteger(n) || n < 1 || n > DUTY_SLOTS_MAX;
    });
    if (bad) return setProblem(t('form.slotsRange', { max: DUTY_SLOTS_MAX }));
    setProblem(null);
    onSave({
      name: name.trim(),
      nameEs: nameEs.trim(),
      // A manager who was offered no choice (one team): theirs, even if the teams came late.
      teamId: asMinutes(team) ?? (clubChoice ? null : (teams[0]?.id ?? null)),
      items: items.map((i) => ({
        nameEn: i.nameEn.trim(),
        nameEs: i.nameEs.trim(),
        slots: Number(i.slots),
        note: i.note.trim(),
        minutesBefore: asMinutes(i.minutesBefore),
        closesMinutesBefore: asMinutes(i.closesMinutesBefore),
      })),
    });
  };

  return (
    <form className="template-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{template ? t('form.editTitle') : t('form.newTitle')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          maxLength={DUTY_TEMPLATE_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Text
        id={`${id}-name-es`}
        label={t('form.templateNameEs')}
        lang="es"
        value={nameEs}
        max={DUTY_TEMPLATE_NAME_MAX_LENGTH}
        onChange={setNameEs}
      />
      {showTeams && (teams.length > 1 || clubChoice) && !template ? (
        <SelectField id={`${id}-team`} label={t('form.team')} value={team} onChange={setTeam}>
          {clubChoice ? <option value="">{t('templates.club')}</option> : null}
          {teams.map((x) => (
            <option key={x.id} value={String(x.id)}>
              {x.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {items.map((item, index) => (
        <fieldset key={item.key} className="template-form__duty">
          <legend>{t('form.duty', { n: index + 1 })}</legend>
          <div className="template-form__grid">
            <Text
              id={`${id}-${item.key}-en`}
              label={t('form.nameEn')}
              lang="en"
              value={item.nameEn}
              onChange={(v) => change(item.key, { nameEn: v })}
            />
            <Text
              id={`${id}-${item.key}-es`}
              label={t('form.nameEs')}
              lang="es"
              value={item.nameEs}
              onChange={(v) => change(item.key, { nameEs: v })}
            />
            <div className="field">
              <label className="field__label" htmlFor={`${id}-${item.key}-slots`}>
                {t('form.slots')}
              </label>
              <input
                id={`${id}-${item.key}-slots`}
                className="field__input template-form__slots"
                type="number"
                inputMode="numeric"
                min={1}
                max={DUTY_SLOTS_MAX}
                value={item.slots}
                onChange={(e) => change(item.key, { slots: e.target.value })}
              />
            </div>
            <SelectField
              id={`${id}-${item.key}-time`}
              label={t('form.time')}
              value={item.minutesBefore}
              onChange={(v) => change(item.key, { minutesBefore: v })}
            >
              <option value="">{t('form.noTime')}</option>
              {DUTY_TIME_CHOICES.map((m) => (
                <option key={m} value={String(m)}>
                  {m === 0 ? t('form.atStart') : t('form.minutesBefore', { count: m })}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`${id}-${item.key}-cutoff`}
              label={t('form.cutoff')}
              value={item.closesMinutesBefore}
              onChange={(v) => change(item.key, { closesMinutesBefore: v })}
            >
              <option value="">{t('form.noCutoff')}</option>
              {DUTY_CUTOFF_CHOICES.map((m) => (
                <option key={m} value={String(m)}>
                  {t('form.hoursBefore', { count: m / 60 })}
                </option>
              ))}
            </SelectField>
            <Text
              id={`${id}-${item.key}-note`}
              label={t('form.note')}
              value={item.note}
              max={DUTY_NOTE_MAX_LENGTH}
              onChange={(v) => change(item.key, { note: v })}
            />
          </div>
          {items.length > 1 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setItems((all) => all.filter((i) => i.key !== item.key))}
            >
              {t('form.removeDuty', { n: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setItems((all) => [...all, blank()])}
        >
          {t('form.addDuty')}
        </button>
      </p>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="template-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('form.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

function Text({
  id,
  label,
  value,
  onChange,
  lang,
  max = DUTY_NAME_MAX_LENGTH,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  lang?: string;
  max?: number;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        lang={lang}
        maxLength={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
