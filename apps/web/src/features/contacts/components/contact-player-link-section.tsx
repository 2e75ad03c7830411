import { useId, useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Select from 'react-select';
import { RELATION_CODES } from '@dugout/shared';
import { useRelationLabel } from '../../../components/contacts/relation-label';
import { useRoster } from '../api/get-roster';
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
  const roster = useRoster();
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
