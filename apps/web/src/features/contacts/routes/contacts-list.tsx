import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@dugout/shared';
import { AccessHelp } from '../../../components/errors/access-help';
import { Page } from '../../../components/layout/page';
import { useDebounced } from '../../../components/search/use-global-search';
import { InviteContactsButton } from '../../../components/invitations/invite-contacts-button';
import { Spinner } from '../../../components/ui/spinner';
import { useMember } from '../../../lib/auth/use-member';
import { useApi } from '../../../lib/use-api';
import { useConfig } from '../../../lib/config';
import { paths } from '../../../lib/paths';
import {
  directoryIds,
  useDirectoryPages,
  type DirectoryFilters as Filters,
} from '../api/get-directory-page';
import { DirectoryFilters } from '../components/directory-filters';
import { ADMIN_ROW_REM, DirectoryList } from '../components/directory-list';
import '../contacts.css';

/** Typing settles this long before the server is asked. */
const FILTER_DEBOUNCE_MS = 250;

/**
 * Route /contacts/all: mini cards sorted by first name. The server filters and pages
 * (GET /api/contact/page); the list renders only the cards near the screen and asks
 * for the next page as the member scrolls.
 */
export default function ContactsListRoute() {
  const { t } = useTranslation('contacts');
  const { teamName } = useConfig();
  const member = useMember();
  const api = useApi();
  const admin = can(member, 'contacts:manage');
  const [filters, setFilters] = useState<Filters>({
    q: '',
    relation: '',
    affiliation: '',
    signIn: '',
    team: '',
  });
  const q = useDebounced(filters.q.trim(), FILTER_DEBOUNCE_MS);
  const sent = useMemo(() => ({ ...filters, q }), [filters, q]);
  const pages = useDirectoryPages(sent);
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.contacts) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total ?? rows.length;
  const filtered = !!(sent.q || sent.relation || sent.affiliation || sent.signIn || sent.team);
  // Admins invite (or invite again) everyone the filter finds, not only the cards loaded.
  const inviteLabel =
    sent.signIn === 'notInvited'
      ? t('list.inviteThese', { count: total })
      : sent.signIn === 'invited'
        ? t('list.inviteAgain', { count: total })
        : null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);

  return (
    <Page
      title={t('list.title', { team: teamName })}
      actions={
        admin ? (
          <Link className="button button--primary" to={paths.contacts.new.href()}>
            {t('list.add')}
          </Link>
        ) : null
      }
    >
      {pages.isPending ? (
        <div className="contacts-status">
          <Spinner size="lg" label={t('list.loading')} />
        </div>
      ) : pages.isError && !pages.data ? (
        <>
          <p className="notice notice--error" role="alert">
            {t('list.forbidden')}
          </p>
          {can(member, 'contacts:view') ? null : <AccessHelp />}
        </>
      ) : (
        <>
          <div className="contacts-filter">
            <DirectoryFilters value={filters} onChange={setFilters} signIns={admin} />
            <p className="contacts-filter__count" aria-live="polite">
              {filtered ? t('list.matching', { count: total }) : t('list.count', { count: total })}
            </p>
          </div>
          {admin && inviteLabel && !pages.isPlaceholderData ? (
            <div className="contacts-invite">
              <InviteContactsButton
                // A new filter starts afresh (no earlier result shown under it).
                key={JSON.stringify(sent)}
                label={inviteLabel}
                count={total}
                ids={() => directoryIds(api, sent)}
              />
            </div>
          ) : null}
          {rows.length ? (
            <DirectoryList
              rows={rows}
              total={total}
              label={t('list.listLabel')}
              hasMore={!!hasNextPage && !pages.isFetchNextPageError}
              loadMore={loadMore}
              {...(admin ? { rowRem: ADMIN_ROW_REM } : {})}
            />
          ) : (
            <p>
              {sent.q
                ? t('list.noMatch', { query: sent.q })
                : filtered
                  ? t('list.noMatchFilters')
                  : t('list.empty')}
            </p>
          )}
          {isFetchingNextPage ? (
            <div className="contacts-status contacts-status--more">
              <Spinner label={t('list.loadingMore')} />
            </div>
          ) : pages.isFetchNextPageError ? (
            <p className="notice notice--error contacts-more-error" role="alert">
              {t('list.loadMoreFailed')}{' '}
              <button type="button" className="button button--secondary" onClick={loadMore}>
                {t('list.retry')}
              </button>
            </p>
          ) : null}
        </>
      )}
    </Page>
  );
}
