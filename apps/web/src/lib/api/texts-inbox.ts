import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/**
 * Query keys of the office's inbox of texts. Here rather than in the messages
 * feature: Admin Tools shows its unread count too.
 */
export const textInboxKeys = {
  all: ['texts-inbox'] as const,
  list: () => [...textInboxKeys.all, 'list'] as const,
  conversation: (id: string) => [...textInboxKeys.all, 'conversation', id] as const,
};

/** How often an open inbox looks for new texts (they arrive from families at any time). */
export const TEXT_INBOX_POLL_MS = 20_000;

/** GET /api/messaging/texts: the newest conversations and the unread count. */
export function getTextInbox(api: ApiClient) {
  return api.GET('/api/messaging/texts').then(unwrap);
}

/** `enabled` false for members who may not read it (the server would refuse them). */
export function useTextInbox(enabled = true) {
  const api = useApi();
  return useQuery({
    ...queryOptions({ queryKey: textInboxKeys.list(), queryFn: () => getTextInbox(api) }),
    enabled,
    refetchInterval: TEXT_INBOX_POLL_MS,
  });
}
