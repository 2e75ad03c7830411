import { useEffect, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeAudience, canSeeEventTeams, type Contact } from '@dugout/shared';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { RecipientPicker } from '../../../components/recipient-picker/recipient-picker';
import { useContacts } from '../../../lib/api/contacts';
import { useTeamFamilies } from '../../../lib/api/teams';

/** The recipient list shows each contact's email after the name. */
/** No teams: the whole club (one stable list, so the memos keep their answers). */
export const NO_TEAMS: readonly number[] = [];
const emailOf = (c: Contact) => c.email;

/** A contact as the audience rule reads them (packages/shared/src/audience.ts). */
const asViewer = (c: Contact) => ({
  permissions: c.permissions ?? [],
  affiliationId: c.affiliation?.id ?? null,
});

/** Who reaches which of `teams`, as the server answers it (GET /api/teams/{id}/families). */
function useTeamsOfContacts(teams: readonly number[]) {
  const families = useTeamFamilies(teams);
  return useMemo(() => {
    const reached = new Map<string, number[]>();
    families.lists.forEach((list, i) => {
      for (const c of list) reached.set(c.id, [...(reached.get(c.id) ?? []), teams[i]!]);
    });
    return { loading: families.loading, reached };
  }, [families, teams]);
}

/**
 * Whom an event's notice can go to: contacts with an email, split by the event's "Visible to"
 * (the server's own audience rule) into those who can see it and those who cannot. An event of
 * teams lists only those its teams reach (the server's rule too, `canSeeEventTeams`); with one
 * team the form sends no teams and the list is the audience's, as before.
 */
export function useEventRecipients(audience: readonly number[], teams: readonly number[] = []) {
  const contacts = useContacts();
  const teamsOf = useTeamsOfContacts(teams);
  return useMemo(() => {
    const onTeams = (c: Contact) =>
      canSeeEventTeams(
        { permissions: c.permissions ?? [], teams: teamsOf.reached.get(c.id) },
        teams,
      );
    const withEmail = (contacts.data ?? []).filter((c) => c.email && onTeams(c));
    return {
      loading: contacts.isPending || teamsOf.loading,
      invitable: withEmail.filter((c) => canSeeAudience(asViewer(c), audience)),
      apart: withEmail.filter((c) => !canSeeAudience(asViewer(c), audience)),
    };
  }, [contacts.data, contacts.isPending, audience, teams, teamsOf]);
}

/**
 * The event's recipient list: Notify Members checks everyone who can see the event; those who
 * cannot are listed apart with why; a refusal of the server is shown here.
 */
export function EventRecipients({
  audience,
  teams = NO_TEAMS,
  affiliations,
  notify,
  onNotifyChange,
  checked,
  onCheckedChange,
  error,
  groupRef,
}: {
  audience: readonly number[];
  /** The event's teams as the form sends them (none: the whole club). */
  teams?: readonly number[];
  affiliations: readonly { id: number; name: string }[] | undefined;
  notify: boolean;
  onNotifyChange: (on: boolean) => void;
  checked: ReadonlySet<string>;
  onCheckedChange: (ids: Set<string>) => void;
  error: string | null;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const { t } = useTranslation('events');
  const affiliationLabel = useAffiliationLabel();
  const { invitable, apart, loading } = useEventRecipients(audience, teams);

  // "Visible to" narrowed: whoever can no longer see the event is no longer chosen.
  useEffect(() => {
    const stale = [...checked].filter((id) => !invitable.some((c) => c.id === id));
    if (stale.length && !loading)
      onCheckedChange(new Set([...checked].filter((id) => !stale.includes(id))));
  }, [invitable, checked, loading, onCheckedChange]);

  const names = (affiliations ?? [])
    .filter((a) => audience.includes(a.id))
    .map((a) => affiliationLabel(a.name))
    .join(', ');
  return (
    <RecipientPicker
      className="event-form__set"
      groupRef={groupRef}
      contacts={invitable}
      selected={checked}
      onChange={onCheckedChange}
      loading={loading}
      display="checklist"
      notifyToggle="reveal"
      notifying={notify}
      onNotifyingChange={(on) => {
        // As in the content form, the toggle checks or unchecks all (who can see the event).
        onNotifyChange(on);
        onCheckedChange(new Set(on ? invitable.map((c) => c.id) : []));
      }}
      affiliations="filter"
      // The filter offers the affiliations that can see the event (all of them for everyone).
      affiliationOptions={
        audience.length ? affiliations?.filter((a) => audience.includes(a.id)) : affiliations
      }
      describe={emailOf}
      error={error}
      apart={{
        title: t('form.cannotSeeTitle', { count: apart.length }),
        hint: t('form.cannotSeeHint', { names }),
        contacts: apart,
        reason: (c) =>
          t('form.cannotSeeReason', {
            affiliation: c.affiliation
              ? affiliationLabel(c.affiliation.name)
              : t('form.noAffiliation'),
          }),
      }}
    />
  );
}
