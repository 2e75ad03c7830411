import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_REMINDER_SETTINGS,
  instantOfWallTime,
  type Contact,
  type EventDetail,
  type EventPayload,
  type EventTranslation,
} from '@dugout/shared';
import { AffiliationChecks } from '../../../components/forms/affiliation-checks';
import { DeletableFormActions } from '../../../components/forms/deletable-form-actions';
import { EditConflictNotice, FormErrorNotice } from '../../../components/forms/form-notices';
import { RecipientPicker } from '../../../components/recipient-picker/recipient-picker';
import { TagInput } from '../../../components/tag-input/tag-input';
import { isVersionConflict, type Versioned } from '../../../lib/api-client';
import { useAffiliations } from '../../../lib/api/affiliations';
import { useContacts } from '../../../lib/api/contacts';
import { useContentList } from '../../../lib/api/content';
import { useEditVersion } from '../../../lib/edit-version';
import { teamZoneNameIfElsewhere, useTeamEventTime } from '../../../lib/team-time';
import { useApi } from '../../../lib/use-api';
import { useDeleteEvent } from '../api/delete-event';
import { saveEventReminders, useEventReminders } from '../api/event-reminders';
import { useSaveEvent } from '../api/save-event';
import { SelectField } from '../../../components/forms/select-field';
import { EventVenueFields } from './event-venue-fields';
import { EventReminderFields, remindersValid, type ReminderValues } from './event-reminder-fields';
import {
  emptyEventValues,
  eventFormValues,
  reminderSettingsOf,
  reminderValuesOf,
  type EventFormValues,
} from './event-form-values';
import './events.css';
import './event-form.css';

/** Signed links change on every read: compare background images by their path. */
const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The recipient list shows each contact's email after the name. */
const emailOf = (c: Contact) => c.email;

/**
 * The event form: create (stays) or edit (goes to the event; delete goes to the list).
 * Editing, it is filled once from the version it was given (`loaded`); data that arrives later
 * never overwrites what the admin typed (lib/edit-version.ts), and the save sends that version
 * as If-Match so that a newer save by someone else is not overwritten.
 */
export function EventForm({
  loaded,
  refetch,
}: {
  loaded?: Versioned<EventDetail>;
  /** Loads the event again (to offer the newer version after a conflict). */
  refetch?: () => void;
}) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const event = loaded?.data;
  const editing = !!event;
  // Times are entered in the team's zone, as the event page and schedule show them.
  const { timeZone, language } = useTeamEventTime();
  const zoneHint = teamZoneNameIfElsewhere(timeZone, language);
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event, timeZone));
  const version = useEditVersion(loaded, {
    valuesOf: (newer) => eventFormValues(newer, timeZone),
    currentValues: () => values,
    reset: (newer) => setValues(eventFormValues(newer, timeZone)),
    refetch: () => refetch?.(),
  });
  const [notify, setNotify] = useState(false);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const content = useContentList();
  const affiliations = useAffiliations();
  const recipients = useContacts();
  const nameRef = useRef<HTMLInputElement>(null);
  const api = useApi();
  // The event's reminders, saved with it (PUT once the event has its id).
  const storedReminders = useEventReminders(event?.id);
  const [reminders, setReminders] = useState<ReminderValues>(() =>
    reminderValuesOf(DEFAULT_REMINDER_SETTINGS),
  );
  const remindersTouched = useRef(false);
  useEffect(() => {
    if (storedReminders.data && !remindersTouched.current)
      setReminders(reminderValuesOf(storedReminders.data.settings));
  }, [storedReminders.data]);

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // Only contacts with an email address can get the notice.
  const notifiable = useMemo(
    () => (recipients.data ?? []).filter((c) => c.email),
    [recipients.data],
  );

  const backgrounds = content.data?.backgrounds ?? [];
  const backgroundValue =
    backgrounds.find((b) => pathOf(b.url) === pathOf(values.imageURL))?.url ?? values.imageURL;
  const contentItems = content.data?.content ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // Shown from navigation state, then a newer version arrived: its version is not known, so
    // nothing is sent until the admin loads the newer one (the notice says so).
    if (version.conflict && version.etag === null) {
      version.showNotice();
      return;
    }
    if (!values.name.trim()) {
      setError(t('form.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    if (!remindersValid(reminders)) {
      setError(t('reminders.hoursInvalid'));
      return;
    }
    const translations: EventTranslation[] = [];
    if (values.nameEs.trim())
      translations.push({ language: 'es', fieldName: 'Name', contents: values.nameEs.trim() });
    if (values.descriptionEs.trim())
      translations.push({
        language: 'es',
        fieldName: 'Description',
        contents: values.descriptionEs,
      });
    const emailList = notify
      ? (recipients.data ?? []).filter((c) => checked.has(c.id) && c.email).map((c) => c.email!)
      : [];
    // A notice to nobody is refused here (and by the server), not saved silently.
    if (notify && !emailList.length) {
      setError(t('form.notifyNobody'));
      return;
    }
    const payload: EventPayload = {
      name: values.name.trim(),
      description: values.description,
      date: values.date ? (instantOfWallTime(values.date, timeZone)?.toISOString() ?? null) : null,
      tags: values.tags,
      emailList,
      notify,
      allowedAffiliations: values.allowedAffiliations.map((id) => ({
        id,
        name: affiliations.data?.find((a) => a.id === id)?.name ?? '',
      })),
      linkedContentId: values.linkedContentId || null,
      eventLocationID: values.location === '' ? null : Number(values.location),
      imageURL: values.imageURL || null,
      translations,
      venueId: values.venueId === '' ? null : Number(values.venueId),
      arrivalMinutesBefore: values.arrivalMinutes === '' ? null : Number(values.arrivalMinutes),
    };
    save.mutate(
      { payload, id: event?.id, etag: version.etag },
      {
        onSuccess: (saved) => {
          saveEventReminders(api, saved.data.id, reminderSettingsOf(reminders))
            .catch((err: unknown) =>
              toast.error(t('reminders.saveFailed', { message: (err as Error).message })),
            )
            // The event is saved either way.
            .finally(() => {
              if (editing) {
                version.saved(saved);
                toast.success(t('form.updated'));
                navigate(`/Events/${saved.data.id}`);
              } else {
                toast.success(t('form.created'));
                setValues(emptyEventValues);
                setChecked(new Set());
                setNotify(false);
                remindersTouched.current = false;
                setReminders(reminderValuesOf(DEFAULT_REMINDER_SETTINGS));
              }
            });
        },
        onError: (err) => {
          if (isVersionConflict(err)) {
            version.markConflict();
            return;
          }
          setError(err.message);
          toast.error(t('form.failed'));
        },
      },
    );
  };

  const confirmDelete = (close: () => void) => {
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        close();
        toast.success(t('form.deleted'));
        navigate('/Events/All');
      },
      onError: (err) => {
        close();
        toast.error(t('form.deleteFailed', { message: err.message }));
      },
    });
  };

  return (
    <form className="event-form" onSubmit={submit} noValidate>
      <EditConflictNotice
        version={version}
        message={t('form.conflict')}
        loadLabel={t('form.loadNewer')}
      />
      <FormErrorNotice message={error} />
      <div className="event-form__grid">
        <label className="field">
          <span className="field__label">{t('form.name')}</span>
          <input
            ref={nameRef}
            className="field__input"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            required
            maxLength={200}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('form.nameEs')}</span>
          <input
            className="field__input"
            lang="es"
            value={values.nameEs}
            onChange={(e) => set('nameEs', e.target.value)}
            maxLength={200}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('form.description')}</span>
          <textarea
            className="field__input"
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('form.descriptionEs')}</span>
          <textarea
            className="field__input"
            lang="es"
            rows={4}
            value={values.descriptionEs}
            onChange={(e) => set('descriptionEs', e.target.value)}
          />
        </label>
        <div className="field">
          <label className="field__label" htmlFor="event-form-date">
            {t('form.date')}
          </label>
          <input
            id="event-form-date"
            className="field__input"
            type="datetime-local"
            value={values.date}
            aria-describedby={zoneHint ? 'event-form-zone' : undefined}
            onChange={(e) => set('date', e.target.value)}
          />
          {zoneHint ? (
            <p className="field__hint" id="event-form-zone">
              {t('form.teamZone', { zone: zoneHint })}
            </p>
          ) : null}
        </div>
        <SelectField
          label={t('form.location')}
          value={values.location}
          onChange={(v) => set('location', v)}
        >
          <option value="">{t('form.locationNone')}</option>
          <option value="1">{t('form.location1')}</option>
          <option value="2">{t('form.location2')}</option>
          <option value="3">{t('form.location3')}</option>
          {values.location && !['1', '2', '3'].includes(values.location) ? (
            <option value={values.location}>{values.location}</option>
          ) : null}
        </SelectField>
        <EventVenueFields
          venueId={values.venueId}
          arrivalMinutes={values.arrivalMinutes}
          start={values.date && !Number.isNaN(Date.parse(values.date)) ? values.date : null}
          venueName={event?.venue?.name}
          onVenueChange={(value) => set('venueId', value)}
          onArrivalChange={(value) => set('arrivalMinutes', value)}
        />
        <SelectField
          label={t('form.background')}
          className="event-form__select"
          value={backgroundValue}
          onChange={(v) => set('imageURL', v)}
        >
          <option value="">{t('form.noBackground')}</option>
          {backgrounds.map((b) => (
            <option key={b.id} value={b.url}>
              {b.description}
            </option>
          ))}
          {values.imageURL &&
          backgroundValue === values.imageURL &&
          !backgrounds.some((b) => b.url === values.imageURL) ? (
            <option value={values.imageURL}>{pathOf(values.imageURL).split('/').pop()}</option>
          ) : null}
        </SelectField>
        <SelectField
          label={t('form.linkedContent')}
          className="event-form__select"
          value={values.linkedContentId}
          onChange={(v) => set('linkedContentId', v)}
        >
          <option value="">{t('form.noLinkedContent')}</option>
          {contentItems.map((c) => (
            <option key={c.id} value={c.id}>
              {c.description} ({c.fileType})
            </option>
          ))}
          {values.linkedContentId && !contentItems.some((c) => c.id === values.linkedContentId) ? (
            <option value={values.linkedContentId}>
              {event?.linkedContent?.description ?? values.linkedContentId}
            </option>
          ) : null}
        </SelectField>
      </div>

      <EventReminderFields
        values={reminders}
        start={values.date ? instantOfWallTime(values.date, timeZone) : null}
        onChange={(next) => {
          remindersTouched.current = true;
          setReminders(next);
        }}
      />

      <TagInput tags={values.tags} onChange={(tags) => set('tags', tags)} />

      <AffiliationChecks
        legend={t('form.allowedAffiliations')}
        hint={t('form.everyone')}
        affiliations={affiliations.data ?? []}
        selected={values.allowedAffiliations}
        onChange={(ids) => set('allowedAffiliations', ids)}
        classes={{
          fieldset: 'event-form__set',
          checks: 'event-form__checks',
          check: 'event-form__check',
        }}
      />

      <RecipientPicker
        className="event-form__set"
        contacts={notifiable}
        selected={checked}
        onChange={setChecked}
        loading={recipients.isPending}
        display="checklist"
        notifyToggle="reveal"
        notifying={notify}
        onNotifyingChange={(on) => {
          // As in the content form, the toggle checks or unchecks all contacts.
          setNotify(on);
          setChecked(new Set(on ? notifiable.map((c) => c.id) : []));
        }}
        affiliations="filter"
        affiliationOptions={affiliations.data}
        describe={emailOf}
      />

      <DeletableFormActions
        submitLabel={editing ? t('form.save') : t('form.create')}
        busy={save.isPending}
        busyLabel={t('form.saving')}
        deleteLabel={editing ? t('form.delete') : undefined}
        confirm={{
          title: t('form.confirmDelete'),
          cancel: t('form.cancel'),
          yes: t('form.delete'),
        }}
        deleting={remove.isPending}
        onConfirmDelete={confirmDelete}
      />
    </form>
  );
}
