import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canForTeams,
  DEFAULT_REMINDER_SETTINGS,
  eventEndValid,
  instantOfWallTime,
  type EventDetail,
  type SeriesScope,
} from '@dugout/shared';
import { AffiliationChecks } from '../../../components/forms/affiliation-checks';
import { DeletableFormActions } from '../../../components/forms/deletable-form-actions';
import { EditConflictNotice, FormErrorNotice } from '../../../components/forms/form-notices';
import { TagInput } from '../../../components/tag-input/tag-input';
import { ApiRequestError, isVersionConflict, type Versioned } from '../../../lib/api-client';
import { useAffiliations } from '../../../lib/api/affiliations';
import { useContentList } from '../../../lib/api/content';
import { useTeamMember } from '../../../lib/auth/use-team-member';
import { useEditVersion } from '../../../lib/edit-version';
import { teamZoneNameIfElsewhere, useTeamEventTime } from '../../../lib/team-time';
import { useApi } from '../../../lib/use-api';
import { useDeleteEvent } from '../api/delete-event';
import { saveEventReminders, useEventReminders } from '../api/event-reminders';
import { useSaveEvent } from '../api/save-event';
import { SelectField } from '../../../components/forms/select-field';
import { EventKindFields } from './event-kind-fields';
import { EventRepeatFields, repeatProblem } from './event-repeat-fields';
import { SeriesScopeChoice } from './series-scope-choice';
import { EventVenueFields } from './event-venue-fields';
import { EventReminderFields, remindersValid, type ReminderValues } from './event-reminder-fields';
import { toastEventCreated } from './event-created-toast';
import { FieldError, problemAt, useShowProblem, type FieldProblem } from './event-field-problem';
import { EventRecipients, NO_TEAMS, useEventRecipients } from './event-recipients';
import { EventTimeFields } from './event-time-fields';
import { EventTeamsField, useTeamsChoice } from './event-teams-field';
import {
  emptyEventValues,
  eventFormValues,
  eventPayloadOf,
  instantOf,
  reminderSettingsOf,
  reminderValuesOf,
  type EventFormValues,
} from './event-form-values';
import './events.css';
import './event-form.css';

/** Signed links change on every read: compare background images by their path. */
const pathOf = (url: string) => url.split('?')[0] ?? url;

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
  // An event of a weekly series: how far Save and Delete reach.
  const [scope, setScope] = useState<SeriesScope>('one');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  // Why the last save was refused, and where (shown beside its field, focused, in view).
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useShowProblem(formRef, problem);
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const content = useContentList();
  const affiliations = useAffiliations();
  // A team manager's event is for their teams (canForTeams: the server's rule too).
  const { member } = useTeamMember('events:publish');
  const teamsChoice = useTeamsChoice(member);
  const chooseTeams = useCallback((teams: number[]) => setValues((v) => ({ ...v, teams })), []);
  // The teams the form sends (none with one team): the recipients are those they reach.
  const sentTeams = teamsChoice.shown ? values.teams : NO_TEAMS;
  const recipients = useEventRecipients(values.allowedAffiliations, sentTeams);
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

  const onCheckedChange = useCallback((ids: Set<string>) => setChecked(ids), []);

  const backgrounds = content.data?.backgrounds ?? [];
  const backgroundValue =
    backgrounds.find((b) => pathOf(b.url) === pathOf(values.imageURL))?.url ?? values.imageURL;
  const contentItems = content.data?.content ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    // Shown from navigation state, then a newer version arrived: its version is not known, so
    // nothing is sent until the admin loads the newer one (the notice says so).
    if (version.conflict && version.etag === null) {
      version.showNotice();
      return;
    }
    if (!values.name.trim()) {
      setProblem({ field: 'name', message: t('form.nameRequired') });
      return;
    }
    if (!eventEndValid(instantOf(values.date, timeZone), instantOf(values.endDate, timeZone))) {
      setProblem({ field: 'endDate', message: t('form.endBeforeStart') });
      return;
    }
    if (!canForTeams(member, 'events:publish', values.teams))
      return setProblem({ field: 'teams', message: t('teams.required') });
    const repeat = repeatProblem(values, timeZone, t);
    if (repeat) return setProblem({ field: 'repeat', message: repeat });
    if (!remindersValid(reminders)) {
      setProblem({ field: 'reminders', message: t('reminders.hoursInvalid') });
      return;
    }
    // Only those who can see the event (the list offers no one else).
    const emailList = notify
      ? recipients.invitable.filter((c) => checked.has(c.id)).map((c) => c.email!)
      : [];
    // A notice to nobody is refused here (and by the server), not saved silently.
    if (notify && !emailList.length) {
      setProblem({ field: 'emailList', message: t('form.notifyNobody') });
      return;
    }
    const payload = eventPayloadOf(values, {
      timeZone,
      emailList,
      notify,
      affiliations: affiliations.data,
      withTeams: teamsChoice.shown,
    });
    save.mutate(
      { payload, id: event?.id, etag: version.etag, scope },
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
                toastEventCreated(saved.data.id, {
                  created: t('form.created'),
                  open: t('form.openCreated'),
                });
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
          // Beside the field the server names (the top of the form without one).
          const field = err instanceof ApiRequestError ? err.field : undefined;
          setProblem({ field: field ?? 'form', message: err.message });
          toast.error(t('form.failed'));
        },
      },
    );
  };

  const confirmDelete = (close: () => void) => {
    if (!event) return;
    remove.mutate(
      { id: event.id, scope },
      {
        onSuccess: () => {
          close();
          toast.success(t('form.deleted'));
          navigate('/Events/All');
        },
        onError: (err) => {
          close();
          toast.error(t('form.deleteFailed', { message: err.message }));
        },
      },
    );
  };

  return (
    <form ref={formRef} className="event-form" onSubmit={submit} noValidate>
      <EditConflictNotice
        version={version}
        message={t('form.conflict')}
        loadLabel={t('form.loadNewer')}
      />
      <div data-field="form">
        <FormErrorNotice message={problemAt(problem, 'form')} />
      </div>
      <div className="event-form__grid">
        <div className="field" data-field="name">
          <label className="field__label" htmlFor="event-form-name">
            {t('form.name')}
          </label>
          <input
            id="event-form-name"
            className="field__input"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            required
            maxLength={200}
            aria-invalid={problemAt(problem, 'name') ? true : undefined}
            aria-describedby={problemAt(problem, 'name') ? 'event-form-name-error' : undefined}
          />
          <FieldError id="event-form-name-error" message={problemAt(problem, 'name')} />
        </div>
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
        <EventTimeFields
          date={values.date}
          endDate={values.endDate}
          zoneHint={zoneHint}
          onDateChange={(v) => set('date', v)}
          onEndDateChange={(v) => set('endDate', v)}
          dateError={problemAt(problem, 'date')}
          endError={problemAt(problem, 'endDate')}
        />
        <EventKindFields
          eventType={values.eventType}
          location={values.location}
          opponent={values.opponent}
          onChange={set}
          opponentError={problemAt(problem, 'opponent')}
        />
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

      {editing ? null : (
        <EventRepeatFields
          values={values}
          timeZone={timeZone}
          onChange={set}
          error={problemAt(problem, 'repeat')}
        />
      )}

      <div data-field="reminders">
        <FieldError id="event-form-reminders-error" message={problemAt(problem, 'reminders')} />
        <EventReminderFields
          values={reminders}
          start={values.date ? instantOfWallTime(values.date, timeZone) : null}
          onChange={(next) => {
            remindersTouched.current = true;
            setReminders(next);
          }}
        />
      </div>

      <TagInput tags={values.tags} onChange={(tags) => set('tags', tags)} />

      <div className="event-form__place" data-field="audience">
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
        <FieldError id="event-form-audience-error" message={problemAt(problem, 'audience')} />
      </div>

      <EventTeamsField
        choice={teamsChoice}
        value={values.teams}
        onChange={chooseTeams}
        error={problemAt(problem, 'teams')}
      />

      <div data-field="recipients">
        <EventRecipients
          audience={values.allowedAffiliations}
          teams={sentTeams}
          affiliations={affiliations.data}
          notify={notify}
          onNotifyChange={setNotify}
          checked={checked}
          onCheckedChange={onCheckedChange}
          error={problemAt(problem, 'recipients')}
        />
      </div>

      {event?.seriesId ? <SeriesScopeChoice value={scope} onChange={setScope} /> : null}

      <DeletableFormActions
        submitLabel={editing ? t('form.save') : t('form.create')}
        busy={save.isPending}
        busyLabel={t('form.saving')}
        deleteLabel={editing ? t('form.delete') : undefined}
        confirm={{
          title: scope === 'following' ? t('series.confirmDelete') : t('form.confirmDelete'),
          cancel: t('form.cancel'),
          yes: t('form.delete'),
        }}
        deleting={remove.isPending}
        onConfirmDelete={confirmDelete}
      />
    </form>
  );
}
