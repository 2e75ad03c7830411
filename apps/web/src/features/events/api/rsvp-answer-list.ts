import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventKeys } from './event-keys';

/** Under the event's keys: an RSVP save (which invalidates the event) refreshes the list too. */
export const rsvpListKeys = {
  /** GET /api/rsvp/event/{id}/list */
  list: (eventId: string) => [...eventKeys.all, 'rsvp-list', eventId] as const,
};

export const rsvpListQuery = (api: ApiClient, eventId: string) =>
  queryOptions({
    queryKey: rsvpListKeys.list(eventId),
    queryFn: () =>
      api.GET('/api/rsvp/event/{id}/list', { params: { path: { id: eventId } } }).then(unwrap),
  });

/** The admins' list of an event's answers. */
export function useRsvpList(eventId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...rsvpListQuery(api, eventId), enabled });
}

/** Saves the list as CSV (one click), in the UI's language. */
export function useDownloadRsvpCsv(eventId: string, fileName: string) {
  const api = useApi();
  const { t } = useTranslation('events');
  return useMutation({
    mutationFn: () =>
      api
        .download('/api/rsvp/event/{id}/csv', fileName, { params: { path: { id: eventId } } })
        .then(unwrap),
    onError: (error) => toast.error(t('rsvp.csvFailed', { message: error.message })),
  });
}
