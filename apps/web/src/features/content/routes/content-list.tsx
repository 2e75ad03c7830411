import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@dugout/shared';
import { useContentList } from '../../../lib/api/content';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { TeamFilter } from '../../../components/teams/team-filter';
import { onTeamPage, useTeamFilter } from '../../../components/teams/use-team-filter';
import { useMember } from '../../../lib/auth/use-member';
import { paths } from '../../../lib/paths';
import { useUpdateSortOrder } from '../api/update-sort-order';
import { SortableContentList } from '../components/sortable-content-list';
import { flatOrder, groupByCategory, mergeInto, type ReorderResult } from '../reorder';
import '../content.css';

const SHOW_ALL_KEY = 'content.showAll';

/** Spec route /content/all: every item the member may see, in drag-sortable category groups. */
export default function ContentListRoute() {
  const { t } = useTranslation('content');
  const member = useMember();
  const canPublish = can(member, 'content:publish');
  const { data, isPending } = useContentList();
  const sortOrder = useUpdateSortOrder();
  const [showAll, setShowAll] = useState(() => localStorage.getItem(SHOW_ALL_KEY) === '1');
  // ?team=: the team's items and the club-wide ones (offered with two teams or more).
  const teams = useTeamFilter();

  const everything = data?.content ?? [];
  const all = teams.team === null ? everything : everything.filter(onTeamPage(teams.team));
  const save = (result: ReorderResult) =>
    sortOrder.mutate({ changes: result.changes, next: mergeInto(everything, result.list) });

  let body;
  if (isPending) {
    body = (
      <p className="content-loading">
        <Spinner size="sm" label={t('list.loading')} /> {t('list.loading')}
      </p>
    );
  } else if (all.length === 0) {
    // Errors are ignored here; the list just stops loading.
    body = <p className="content-empty">{t('list.empty')}</p>;
  } else if (showAll) {
    body = (
      <SortableContentList
        items={flatOrder(all)}
        canPublish={canPublish}
        label={t('list.allItems')}
        onReorder={save}
      />
    );
  } else {
    body = groupByCategory(all).map((group) => (
      <section
        key={group.category}
        className="content-group"
        aria-labelledby={`cat-${group.category}`}
      >
        <h2 id={`cat-${group.category}`} className="content-group__title">
          {t(`categories.${group.category}`)}
        </h2>
        <SortableContentList
          items={group.items}
          canPublish={canPublish}
          label={t(`categories.${group.category}`)}
          onReorder={save}
        />
      </section>
    ));
  }

  return (
    <Page
      title={t('list.title')}
      actions={
        canPublish ? (
          <Link className="button button--primary" to={paths.content.new.href()}>
            {t('new.title')}
          </Link>
        ) : null
      }
    >
      {teams.choices.length ? (
        <TeamFilter
          id="content-team-filter"
          texts={{ filter: t('teams.filter'), allTeams: t('teams.allTeams') }}
          choices={teams.choices}
          value={teams.team}
          onChange={teams.setTeam}
        />
      ) : null}
      {all.length > 0 ? (
        <label className="content-toggle">
          <input
            type="checkbox"
            checked={showAll}
            onChange={(e) => {
              setShowAll(e.target.checked);
              localStorage.setItem(SHOW_ALL_KEY, e.target.checked ? '1' : '0');
            }}
          />
          {t('list.showAll')}
        </label>
      ) : null}
      {canPublish && all.length > 0 ? <p className="field__hint">{t('list.dragHint')}</p> : null}
      {body}
    </Page>
  );
}
