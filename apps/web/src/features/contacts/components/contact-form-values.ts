import type { z } from 'zod';
import { formatPhone, PERMISSIONS, type Contact, type contactCreateSchema } from '@dugout/shared';

/**
 * What the contact form edits (create's shape; edit leaves out email and invite, and admins
 * also switch sign-in, which create does with invite).
 */
export type ContactFormValues = z.input<typeof contactCreateSchema> & { isSiteUser?: boolean };

export const emptyContactValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  language: 'en',
  socials: { twitter: '', insta: '', tikTok: '' },
  isConnectedToPlayer: false,
  relatedPlayer: null,
  relationToPlayer: '',
  alternateDescription: '',
  permissions: [],
  affiliation: null,
  invite: false,
  hideContactFromOthers: false,
  newProfileImgBase64: null,
};

/** The form's values for a loaded contact (nulls as empty text, unknown permissions dropped). */
export function contactFormValues(contact: Contact): ContactFormValues {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? '',
    phone: formatPhone(contact.phone), // stored as E.164, written as people read it
    language: contact.language,
    socials: {
      twitter: contact.socials.twitter ?? '',
      insta: contact.socials.insta ?? '',
      tikTok: contact.socials.tikTok ?? '',
    },
    isConnectedToPlayer: contact.isConnectedToPlayer,
    relatedPlayer: contact.relatedPlayer,
    relationToPlayer: contact.relationToPlayer ?? '',
    alternateDescription: contact.alternateDescription ?? '',
    permissions: (contact.permissions ?? []).filter((p): p is (typeof PERMISSIONS)[number] =>
      (PERMISSIONS as readonly string[]).includes(p),
    ),
    affiliation: contact.affiliation,
    hideContactFromOthers: contact.hideContactFromOthers,
    // Sent only to those who may edit the contact; absent, the form leaves it alone.
    ...(contact.isSiteUser === undefined ? {} : { isSiteUser: contact.isSiteUser }),
    newProfileImgBase64: null,
  };
}
