import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, type Contact } from '@dugout/shared';
import { ContactMiniCard } from '../../../components/contacts/contact-card';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { useRelationLabel } from '../../../components/contacts/relation-label';
import { AccessHelp } from '../../../components/errors/access-help';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useMember } from '../../../lib/auth/use-member';
import { useConfig } from '../../../lib/config';
import { paths } from '../../../lib/paths';
import { useContacts } from '../../../lib/api/contacts';
import '../contacts.css';

/** Lower case without accents, so 'perez' finds 'Pérez'. */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** What a card shows, folded: the relation as its label in the reader's language (issue 14 §2). */
function haystack(
  c: Contact,
  relationLabel: (code: string) => string,
  affiliationLabel: (name: string) => string,
): string {
  return fold(
    [
      c.firstName,
      c.lastName,
      `${c.firstName} ${c.lastName}`,
      c.relatedPlayer?.name,
      c.relationToPlayer ? relationLabel(c.relationToPlayer) : null,
      c.alternateDescription,
      c.affiliation ? affiliationLabel(c.affiliation.name) : null,
    ]
      .filter(Boolean)
      .join(' | '),
  );
}

/** Spec route /contacts/all: mini cards sorted by first name, with a filter over the directory. */
export default function ContactsListRoute() {
  const { t } = useTranslation('contacts');
  const { teamName } = useConfig();
  const member = useMember();
  const contacts = useContacts();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const relationLabel = useRelationLabel();
  const affiliationLabel = useAffiliationLabel();

  const indexed = useMemo(
    () =>
      (contacts.data ?? []).map((c) => ({
        contact: c,
        text: haystack(c, relationLabel, affiliationLabel),
      })),
    [contacts.data, relationLabel, affiliationLabel],
  );
  const shown = useMemo(() => {
    const words = fold(deferred).split(/\s+/).filter(Boolean);
    if (!words.length) return indexed.map((i) => i.contact);
    return indexed.filter((i) => words.every((w) => i.text.includes(w))).map((i) => i.contact);
  }, [indexed, deferred]);

  return (
    <Page
      title={t('list.title', { team: teamName })}
      actions={
        can(member, 'contacts:manage') ? (
          <Link className="button button--primary" to={paths.contacts.new.href()}>
            {t('list.add')}
          </Link>
        ) : null
      }
    >
      {contacts.isPending ? (
        <div className="contacts-status">
          <Spinner size="lg" label={t('list.loading')} />
        </div>
      ) : contacts.isError ? (
        <>
          <p className="notice notice--error" role="alert">
            {t('list.forbidden')}
          </p>
          {can(member, 'contacts:view') ? null : <AccessHelp />}
        </>
      ) : (
        <>
          <div className="contacts-filter">
            <div className="field">
              <label className="field__label" htmlFor="contacts-filter">
                {t('list.filterLabel')}
              </label>
              <input
                id="contacts-filter"
                type="search"
                className="field__input"
                placeholder={t('list.filterPlaceholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                autoComplete="off"
              />
            </div>
            <p className="contacts-filter__count" aria-live="polite">
              {t('list.count', { count: shown.length, total: indexed.length })}
            </p>
          </div>
          {shown.length ? (
            <ul className="contacts-grid">
              {shown.map((c) => (
                <li key={c.id}>
                  <ContactMiniCard contact={c} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{query.trim() ? t('list.noMatch', { query: query.trim() }) : t('list.empty')}</p>
          )}
        </>
      )}
    </Page>
  );
}
