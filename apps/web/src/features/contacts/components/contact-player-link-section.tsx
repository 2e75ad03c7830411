import { useId, useMemo, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Select from 'react-select';
import { RELATION_CODES, teamsShown } from '@dugout/shared';
import { useTeams } from '../../../lib/api/teams';
import { useRelationLabel } from '../../../components/contacts/relation-label';
import { useRoster, useTeamRoster } from '../api/get-roster';
import type { ContactFormValues } from './contact-form-values';
import { FieldError } from './field-error';

interface PlayerOption {
  value: number;
  label: string;
  coach: boolean;
}

/**
 * Admins: whether the contact is connected to a player or coach of the roster, which one, how
 * (the relation), and the description shown instead when not connected.
 */
export function ContactPlayerLinkSection() {
  const { t } = useTranslation('contacts');
  const ids = useId();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const connected = useWatch({ control, name: 'isConnectedToPlayer' });
  // A club of two teams or more picks the team whose roster to search; one team: the club's.
  const teams = useTeams().data ?? [];
  const [chosenTeam, setChosenTeam] = useState<number | null>(null);
  const rosterTeam = teamsShown(teams) ? (chosenTeam ?? teams[0]!.id) : null;
  const clubRoster = useRoster(rosterTeam === null);
  const teamRoster = useTeamRoster(rosterTeam);
  const roster = rosterTeam === null ? clubRoster : teamRoster;
  const relationLabel = useRelationLabel();
  const playerOptions = useMemo<PlayerOption[]>(
    () =>
      (roster.data?.roster ?? []).map((e) => ({
        value: e.person.id,
        label: e.person.fullName,
        coach: !e.position,
      })),
    [roster.data],
  );

  return (
    <fieldset className="contact-form__section">
      <label className="contact-form__check">
        <input
          type="checkbox"
          {...register('isConnectedToPlayer', {
            onChange: (e: { target: { checked: boolean } }) => {
              // Unchecking clears the related player and the relation.
              if (!e.target.checked) {
                setValue('relatedPlayer', null);
                setValue('relationToPlayer', '');
              }
            },
          })}
        />
        {t('form.connected')}
      </label>
      <div className="contact-form__grid">
        {rosterTeam !== null ? (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-roster-team`}>
              {t('form.rosterTeam')}
            </label>
            <select
              id={`${ids}-roster-team`}
              className="field__input"
              disabled={!connected}
              value={rosterTeam}
              onChange={(e) => setChosenTeam(Number(e.target.value))}
            >
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-player`}>
            {t('form.player')}
          </label>
          <Controller
            control={control}
            name="relatedPlayer"
            render={({ field }) => (
              <Select<PlayerOption>
                inputId={`${ids}-player`}
                classNamePrefix="player-select"
                isClearable
                isDisabled={!connected}
                isLoading={roster.isPending}
                options={playerOptions}
                placeholder={t('form.playerPlaceholder')}
                loadingMessage={() => t('form.playerLoading')}
                noOptionsMessage={() => t('form.noPlayers')}
                formatOptionLabel={(o) => (o.coach ? `${o.label} (${t('form.coach')})` : o.label)}
                value={
                  field.value
                    ? (playerOptions.find((o) => o.value === field.value!.id) ?? {
                        value: field.value.id,
                        label: field.value.name ?? String(field.value.id),
                        coach: field.value.playerCoach === 'coach',
                      })
                    : null
                }
                onChange={(o) =>
                  field.onChange(
                    o
                      ? { id: o.value, name: o.label, playerCoach: o.coach ? 'coach' : 'player' }
                      : null,
                  )
                }
                onBlur={field.onBlur}
              />
            )}
          />
          <FieldError message={errors.relatedPlayer?.message} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-relation`}>
            {t('form.relation')}
          </label>
          {/* A code, labelled in the reader's language. */}
          <select
            id={`${ids}-relation`}
            className="field__input"
            disabled={!connected}
            {...register('relationToPlayer')}
          >
            <option value="">{t('form.relationPlaceholder')}</option>
            {RELATION_CODES.map((code) => (
              <option key={code} value={code}>
                {relationLabel(code)}
              </option>
            ))}
          </select>
          <FieldError message={errors.relationToPlayer?.message} />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-description`}>
          {t('form.description')}
        </label>
        <input
          id={`${ids}-description`}
          className="field__input"
          {...register('alternateDescription')}
        />
        <p className="field__hint">{t('form.descriptionHint')}</p>
        <FieldError message={errors.alternateDescription?.message} />
      </div>
    </fieldset>
  );
}
