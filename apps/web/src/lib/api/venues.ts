import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, ManagedVenue, VenueInput } from '@dugout/shared';
import { ifMatch, unwrap, type ApiBody, type ApiClient } from '../api-client';
import { currentLanguage } from '../i18n/i18n';
import { useApi } from '../use-api';
import { eventListKeys } from './events';

/**
 * Query keys of the venues. In lib because the event form chooses from them and
 * Admin Tools manages them; a save there invalidates `all` and the events (which name them).
 */
export const venueKeys = {
  all: ['venues'] as const,
  /** GET /api/venues?language= (names and notes in the reader's language) */
  list: (language: Language) => [...venueKeys.all, 'list', language] as const,
  /** GET /api/venues/manage (both languages, with how many events use each) */
  managed: () => [...venueKeys.all, 'managed'] as const,
};

export const venuesQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: venueKeys.list(language),
    queryFn: () => api.GET('/api/venues', { params: { query: { language } } }).then(unwrap),
    staleTime: 5 * 60_000,
  });

/** The venues in the page's language (a language switch fetches them again). */
export function useVenues() {
  const api = useApi();
  useTranslation(); // re-render on a language change
  return useQuery(venuesQuery(api, currentLanguage()));
}

export const managedVenuesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: venueKeys.managed(),
    queryFn: () => api.GET('/api/venues/manage').then(unwrap),
  });

export function useManagedVenues() {
  const api = useApi();
  return useQuery(managedVenuesQuery(api));
}

/** The ETag of a venue as listed: its row version, sent back as If-Match with an edit. */
export const venueEtag = (venue: ManagedVenue) => `"v${venue.version}"`;

/**
 * The input as the API's document types the body. VenueInput is the shared schema's input, which
 * also takes a form's text for the coordinates where the document lists only numbers; the server
 * checks either.
 */
const asVenueBody = (input: VenueInput) => input as ApiBody<'post', '/api/venues'>;

export function createVenue(api: ApiClient, input: VenueInput) {
  return api.POST('/api/venues', { body: asVenueBody(input) }).then(unwrap);
}

/** PUT /api/venues/{id}, only while the venue is still at the version edited. */
export function updateVenue(api: ApiClient, venue: ManagedVenue, input: VenueInput) {
  return api
    .PUT('/api/venues/{id}', {
      params: { path: { id: venue.id } },
      body: asVenueBody(input),
      ...ifMatch(venueEtag(venue)),
    })
    .then(unwrap);
}

export function deleteVenue(api: ApiClient, id: number) {
  return api.DELETE('/api/venues/{id}', { params: { path: { id } } }).then(unwrap);
}

/** Venues and events (which carry their venue's name) are fetched again after a change. */
function useInvalidateVenues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: venueKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventListKeys.all }),
    ]);
}

export function useSaveVenue() {
  const api = useApi();
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: ({ item, input }: { item: ManagedVenue | null; input: VenueInput }) =>
      item ? updateVenue(api, item, input) : createVenue(api, input),
    onSettled: invalidate,
  });
}

export function useDeleteVenue() {
  const api = useApi();
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: (id: number) => deleteVenue(api, id),
    onSettled: invalidate,
  });
}
