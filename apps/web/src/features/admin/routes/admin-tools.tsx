import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { PhotoStorageCard } from '../../../components/photos/photo-storage-card';
import { useTextInbox } from '../../../lib/api/texts-inbox';
import { useMember } from '../../../lib/auth/use-member';
import { paths } from '../../../lib/paths';
import { useDownloadContactsCsv } from '../api/download-contacts-csv';
import { useResetCache } from '../api/reset-cache';
import '../admin.css';

/** The Admin Tools panel's buttons, in their fixed order. */
export default function AdminToolsRoute() {
  const { t } = useTranslation('admin');
  const { t: tVenues } = useTranslation('venues');
  const { t: tSeasons } = useTranslation('seasons');
  const { t: tSchedule } = useTranslation('scheduleImport');
  const { t: tTeams } = useTranslation('teams');
  const { t: tDuties } = useTranslation('dutyPlans');
  const { t: tPhotos } = useTranslation('photos');
  const member = useMember();
  const resetCache = useResetCache();
  const downloadCsv = useDownloadContactsCsv();
  const texts = useTextInbox(can(member, 'messaging:send'));
  const unread = texts.data?.unreadTotal ?? 0;

  return (
    <Page title={t('title')}>
      <p className="admin-tools__intro">{t('intro')}</p>
      <ul className="admin-tools">
        <li>
          <Link className="admin-tool" to={paths.content.new.href()}>
            {t('buttons.addContent')}
          </Link>
        </li>
        <li>
          <Link className="admin-tool" to={paths.contacts.new.href()}>
            {t('buttons.addContact')}
          </Link>
        </li>
        <li>
          <Link className="admin-tool" to={paths.importContacts.href()}>
            {t('importContacts.link')}
          </Link>
        </li>
        <li>
          <Link className="admin-tool" to={paths.events.new.href()}>
            {t('buttons.addEvent')}
          </Link>
        </li>
        <li>
          <Link className="admin-tool" to={paths.pinnedPosts.href()}>
            {t('buttons.pinnedPosts')}
          </Link>
        </li>
        {can(member, 'events:publish') ? (
          <li>
            <Link className="admin-tool" to={paths.venues.href()}>
              {tVenues('tool')}
            </Link>
          </li>
        ) : null}
        {can(member, 'events:publish') ? (
          <li>
            <Link className="admin-tool" to={paths.importSchedule.href()}>
              {tSchedule('link')}
            </Link>
          </li>
        ) : null}
        {can(member, 'events:publish') ? (
          <li>
            <Link className="admin-tool" to={paths.duties.templates.href()}>
              {tDuties('tool')}
            </Link>
          </li>
        ) : null}
        {can(member, 'events:publish') ? (
          <li>
            <Link className="admin-tool" to={paths.duties.unfilled.href()}>
              {tDuties('unfilledTool')}
            </Link>
          </li>
        ) : null}
        {can(member, 'events:publish') ? (
          <li>
            <Link className="admin-tool" to={paths.photos.review.href()}>
              {tPhotos('review.tool')}
            </Link>
          </li>
        ) : null}
        {can(member, 'teams:manage') ? (
          <li>
            <Link className="admin-tool" to={paths.teams.href()}>
              {tTeams('tool')}
            </Link>
          </li>
        ) : null}
        {can(member, 'cache:reset') ? (
          <li>
            <button
              type="button"
              className="admin-tool"
              disabled={resetCache.isPending}
              aria-busy={resetCache.isPending}
              onClick={() => resetCache.mutate()}
            >
              {resetCache.isPending ? t('working') : t('buttons.emptyCache')}
            </button>
          </li>
        ) : null}
        <li>
          <Link className="admin-tool" to={paths.forms.jerseyAdmin.href()}>
            {t('buttons.jerseyAdmin')}
          </Link>
        </li>
        <li>
          <Link className="admin-tool" to={paths.messages.send.href()}>
            {t('buttons.sendMessage')}
          </Link>
        </li>
        <li>
          <Link className="admin-tool" to={paths.forms.giftAdmin.href()}>
            {t('buttons.giftAdmin')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="admin-tool"
            disabled={downloadCsv.isPending}
            aria-busy={downloadCsv.isPending}
            onClick={() => downloadCsv.mutate()}
          >
            {downloadCsv.isPending ? t('working') : t('buttons.downloadCsv')}
          </button>
        </li>
      </ul>
      {can(member, 'admin:tools') ? <PhotoStorageCard /> : null}
      {can(member, 'messaging:send') ? (
        <p className="admin-tools__more">
          <Link to={paths.messages.texts.href()}>{t('textsInboxLink')}</Link>
          {unread > 0 ? (
            <span className="admin-tools__count"> {t('textsUnread', { count: unread })}</span>
          ) : null}
        </p>
      ) : null}
      <p className="admin-tools__more">
        <Link to={paths.messages.ledger.href()}>{t('ledgerLink')}</Link>
      </p>
      {can(member, 'seasons:manage') ? (
        <p className="admin-tools__more">
          <Link to={paths.seasons.start.href()}>{tSeasons('startTool')}</Link>
        </p>
      ) : null}
      {can(member, 'audit:read') ? (
        <p className="admin-tools__more">
          <Link to={paths.auditLog.href()}>{t('auditLogLink')}</Link>
        </p>
      ) : null}
    </Page>
  );
}
