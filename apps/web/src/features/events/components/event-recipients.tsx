import { useEffect, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeAudience, type Contact } from '@dugout/shared';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { RecipientPicker } from '../../../components/recipient-picker/recipient-picker';
import { useContacts } from '../../../lib/api/contacts';

/** The recipient list shows each contact's email after the name. */
const emailOf = (c: Contact) => c.email;

/** A contact as the audience rule reads them (packages/shared/src/audience.ts). */
const asViewer = (c: Contact) => ({
  permissions: c.permissions ?? [],
  affiliationId: c.affiliation?.id ?? null,
});

/**
 * Whom an event's notice can go to: contacts with an email, split by the event's "Visible to"
 * (the server's own audience rule) into those who can see it and those who cannot.
 */
export function useEventRecipients(audience: readonly number[]) {
  const contacts = useContacts();
  return useMemo(() => {
    const withEmail = (contacts.data ?? []).filter((c) => c.email);
    return {
      loading: contacts.isPending,
      invitable: withEmail.filter((c) => canSeeAudience(asViewer(c), audience)),
      apart: withEmail.filter((c) => !canSeeAudience(asViewer(c), audience)),
    };
  }, [contacts.data, contacts.isPending, audience]);
}

/**
 * The event's recipient list: Notify Members checks everyone who can see the event; those who
 * cannot are listed apart with why; a refusal of the server is shown here.
 */
export function EventRecipients({
  audience,
  affiliations,
  notify,
  onNotifyChange,
  checked,
  onCheckedChange,
  error,
  groupRef,
}: {
  audience: readonly number[];
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
  const { invitable, apart, loading } = useEventRecipients(audience);

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
