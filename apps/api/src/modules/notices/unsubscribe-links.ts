import { messageKindSchema, type MessageKind } from '@dugout/shared';
import { signToken, verifyToken } from '../../platform/signed-token';

const PURPOSE = 'unsubscribe.v1';

export interface UnsubscribeClaims {
  contactId: string;
  kind: MessageKind;
}

/**
 * The token of a one-click unsubscribe link: one member (contact) and one kind of message. It
 * does not expire: mail is read months later, and all it can do is turn that kind's email off
 * for that member (turned on again on the profile). Rotating UNSUBSCRIBE_LINK_SECRET revokes
 * every link at once.
 */
export function signUnsubscribe(secret: Buffer, claims: UnsubscribeClaims): string {
  return signToken(secret, PURPOSE, [claims.contactId, claims.kind]);
}

export function verifyUnsubscribe(secret: Buffer, token: string): UnsubscribeClaims | null {
  const fields = verifyToken(secret, PURPOSE, token, 2);
  if (!fields) return null;
  const [contactId, kind] = fields as [string, string];
  const parsed = messageKindSchema.safeParse(kind);
  return parsed.success ? { contactId, kind: parsed.data } : null;
}
