import { z } from 'zod';
import { ruleMessage } from './rule-messages';

/**
 * Invitations to sign in for contacts that exist already: one at a time
 * (POST /api/contacts/{id}/invite) or many (POST /api/contacts/invite), and where each contact
 * stands: never invited, invited, signed in, or sign-in turned off.
 */

/** The most contacts one bulk call invites; the SPA sends a longer list in parts. */
export const CONTACT_INVITE_MAX = 200;

const contactId = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    ruleMessage('contactIdInvalid'),
  );

/** POST /api/contacts/invite */
export const contactInviteBulkSchema = z.object({
  ids: z.array(contactId).min(1).max(CONTACT_INVITE_MAX),
});
export type ContactInviteBulk = z.infer<typeof contactInviteBulkSchema>;

/** Why a contact was left out of a bulk invitation. */
export const INVITE_SKIP_REASONS = ['no_email', 'not_found', 'it_admin_only'] as const;
export type InviteSkipReason = (typeof INVITE_SKIP_REASONS)[number];

export const contactInviteOutcomeSchema = z.object({
  id: z.string(),
  /** The contact's name; empty for an id that names no contact. */
  name: z.string(),
  invited: z.boolean(),
  /** Why not, when not invited: its code, and its text in the reader's language. */
  skipped: z.object({ code: z.enum(INVITE_SKIP_REASONS), reason: z.string() }).nullable(),
});
export type ContactInviteOutcome = z.infer<typeof contactInviteOutcomeSchema>;

/** The answer of both calls: one outcome per contact asked for, in the order asked. */
export const contactInviteResultSchema = z.object({
  invited: z.number().int(),
  skipped: z.number().int(),
  outcomes: z.array(contactInviteOutcomeSchema),
});
export type ContactInviteResult = z.infer<typeof contactInviteResultSchema>;

/**
 * Where a contact stands with signing in, for the admins' directory and card:
 * - notInvited: never invited and never signed in (whether sign-in is on or not), with an email;
 * - noEmail: the same without an email, so never to be invited (the email is set on create);
 * - invited: sign-in on, invited, not signed in yet;
 * - signedIn: sign-in on and signed in at least once;
 * - off: sign-in off for someone who was invited or signed in before.
 */
export const SIGN_IN_STATUSES = ['notInvited', 'noEmail', 'invited', 'signedIn', 'off'] as const;
export type SignInStatus = (typeof SIGN_IN_STATUSES)[number];

/** The one definition of the statuses; the directory's filter is its SQL twin (API, tested). */
export function signInStatus(contact: {
  hasEmail: boolean;
  isSiteUser: boolean;
  invited: boolean;
  signedIn: boolean;
}): SignInStatus {
  if (!contact.invited && !contact.signedIn) return contact.hasEmail ? 'notInvited' : 'noEmail';
  if (!contact.isSiteUser) return 'off';
  return contact.signedIn ? 'signedIn' : 'invited';
}

/** What admins see of a contact's sign-in (ISO 8601 times). */
export const signInStateSchema = z.object({
  status: z.enum(SIGN_IN_STATUSES),
  /** When the last invitation was queued, or null. */
  invitedAt: z.string().nullable(),
});
export type SignInState = z.infer<typeof signInStateSchema>;

/** The card's, also with the latest sign-in (the directory's rows leave it out: see the API). */
export const contactSignInSchema = signInStateSchema.extend({
  lastSignedInAt: z.string().nullable(),
});
export type ContactSignIn = z.infer<typeof contactSignInSchema>;
