import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { RsvpStatus } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

/**
 * Under ['events']: an RSVP saved anywhere (the household list, "Yes for all of us"), which
 * invalidates the events' keys, refreshes the players' availability too; and an availability
 * answer here (an RSVP) refreshes the household list.
 */
export const attendanceKeys = {
  /** Every event's key (the events feature's eventKeys.all): an answer is an RSVP. */
  events: ['events'] as const,
  all: ['events', 'attendance'] as const,
  /** GET /api/event/{id}/availability */
  availability: (eventId: string) => [...attendanceKeys.all, 'availability', eventId] as const,
  /** GET /api/event/{id}/attendance */
  event: (eventId: string) => [...attendanceKeys.all, 'event', eventId] as const,
  /** GET /api/teams/{id}/attendance */
  team: (teamId: number) => [...attendanceKeys.all, 'team', teamId] as const,
  /** GET /api/attendance/mine */
  mine: () => [...attendanceKeys.all, 'mine'] as const,
};

/** `enabled` false: not asked (an event that is no game or practice asks about no player). */
export function useEventAvailability(eventId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: attendanceKeys.availability(eventId),
    queryFn: () =>
      api.GET('/api/event/{id}/availability', { params: { path: { id: eventId } } }).then(unwrap),
    enabled,
  });
}

/** "Is Noah available?": the player's RSVP, through the spec's route. */
export function useAnswerAvailability(eventId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { contactId: string; status: RsvpStatus }) =>
      api
        .POST('/api/rsvp/new', {
          body: { eventID: eventId, contactID: answer.contactId, status: answer.status },
        })
        .then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.events }),
  });
}

/** The manager's list of who came, prefilled from the answers until saved. */
export function useEventAttendance(eventId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: attendanceKeys.event(eventId),
    queryFn: () =>
      api.GET('/api/event/{id}/attendance', { params: { path: { id: eventId } } }).then(unwrap),
    enabled,
    staleTime: 0,
  });
}

export function useSaveAttendance(eventId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (present: string[]) =>
      api
        .PUT('/api/event/{id}/attendance', {
          params: { path: { id: eventId } },
          body: { present },
        })
        .then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** A team's season, per player and for the team (its manager, an admin). */
export function useTeamAttendance(teamId: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: attendanceKeys.team(teamId),
    queryFn: () =>
      api.GET('/api/teams/{id}/attendance', { params: { path: { id: teamId } } }).then(unwrap),
    enabled,
  });
}

/** The same as CSV (one click), headers in the UI's language. */
export function useDownloadTeamAttendance(teamId: number, fileName: string) {
  const api = useApi();
  const { t } = useTranslation('attendance');
  return useMutation({
    mutationFn: () =>
      api
        .download('/api/teams/{id}/attendance/csv', fileName, { params: { path: { id: teamId } } })
        .then(unwrap),
    onError: (error) => toast.error(t('season.csvFailed', { message: error.message })),
  });
}

/** The member's own children's (and their own) attendance this season. */
export function useMyAttendance() {
  const api = useApi();
  return useQuery({
    queryKey: attendanceKeys.mine(),
    queryFn: () => api.GET('/api/attendance/mine').then(unwrap),
  });
}
