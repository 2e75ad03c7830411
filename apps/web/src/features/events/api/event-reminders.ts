import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventKeys } from './event-keys';

/** Under the event's keys: saving the event refreshes its reminders' due times too. */
export const reminderKeys = {
  /** GET /api/event/{id}/reminders */
  settings: (eventId: string) => [...eventKeys.all, 'reminders', eventId] as const,
};

export const eventRemindersQuery = (api: ApiClient, eventId: string) =>
  queryOptions({
    queryKey: reminderKeys.settings(eventId),
    queryFn: () =>
      api.GET('/api/event/{id}/reminders', { params: { path: { id: eventId } } }).then(unwrap),
  });

/** An event's two reminders, for the admin's event form. */
export function useEventReminders(eventId: string | undefined) {
  const api = useApi();
  return useQuery({ ...eventRemindersQuery(api, eventId ?? ''), enabled: !!eventId });
}

/** PUT /api/event/{id}/reminders, after the event itself is saved (a new one has an id then). */
export function saveEventReminders(api: ApiClient, eventId: string, settings: ReminderSettings) {
  return api
    .PUT('/api/event/{id}/reminders', { params: { path: { id: eventId } }, body: settings })
    .then(unwrap);
}

/** POST /api/rsvp/event/{id}/remind: "Remind those who have not answered" on the RSVP list. */
export function useRemindNow(eventId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.POST('/api/rsvp/event/{id}/remind', { params: { path: { id: eventId } } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.settings(eventId) }),
  });
}
