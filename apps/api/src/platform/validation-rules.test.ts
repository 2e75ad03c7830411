import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  RULE_MESSAGES,
  RULE_MESSAGES_ES,
  auditLogQuerySchema,
  directoryQuerySchema,
  eventDateSchema,
  eventPayloadSchema,
  householdRsvpQuerySchema,
  pushSubscribeSchema,
  searchQuerySchema,
  searchableLinkSchema,
  sendMessageSchema,
  venueInputSchema,
} from '@dugout/shared';
import { ruleOf, valueAt, zodIssueDetail } from './validation-messages';

/*
 * The shared schemas' own messages (packages/shared rule-messages.ts) reach a Spanish reader in
 * Spanish, each with what is wrong, not the generic "no es válido" a custom check would otherwise
 * get; an English reader keeps the schema's words exactly.
 */

/** The one issue `schema` finds in `input`, worded for `language` as the error handler does. */
function detail(schema: z.ZodType, input: unknown, language: 'en' | 'es') {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  const issue = result.error!.issues[0]!;
  const path = issue.path.map(String);
  return { path: path.join('.'), text: zodIssueDetail(issue, valueAt(input, path), language) };
}

const PUSH = {
  endpoint: 'https://push.example.test/x',
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'a'.repeat(22) },
};

const cases: [string, z.ZodType, unknown, string, string][] = [
  [
    'a venue with latitude but no longitude',
    venueInputSchema,
    { name: 'Field 1', latitude: 40 },
    'longitude',
    'Indica la latitud y la longitud, o ninguna de las dos',
  ],
  ['a search without text', searchQuerySchema, {}, 'searchText', 'searchText es obligatorio'],
  [
    'a link whose url is not a web address',
    searchableLinkSchema,
    { linkName: 'Rules', url: 'ftp://x' },
    'url',
    'La URL debe empezar por http://, https:// o /',
  ],
  [
    'a link for an unknown permission',
    searchableLinkSchema,
    { linkName: 'Rules', url: '/rules', viewablePermissions: ['coach'] },
    'viewablePermissions.0',
    'Los permisos deben ser de estos: site:admin, view:jerseyform, IT:admin, view:contacts',
  ],
  [
    'a message of an unknown type',
    sendMessageSchema,
    { MessageTypes: 'Fax', Recipients: [{ Email: 'a@b.test' }], Message: 'Hi' },
    'MessageTypes',
    'MessageTypes debe ser Email, SMS o Both',
  ],
  [
    'a directory filter naming no relation',
    directoryQuerySchema,
    { relation: 'neighbour' },
    'relation',
    'relation no nombra ninguna relación',
  ],
  [
    'an event whose tags are not JSON',
    eventPayloadSchema,
    { name: 'Practice', tags: '[oops' },
    'tags',
    'Tags debe ser una lista JSON',
  ],
  [
    'an event whose email list is not JSON',
    eventPayloadSchema,
    { name: 'Practice', emailList: 'a@b.test' },
    'emailList',
    'emailList debe ser una lista JSON',
  ],
  [
    'an event date that is no date',
    eventDateSchema,
    'next Tuesday-ish',
    '',
    'La fecha debe ser una fecha y hora válidas',
  ],
  [
    'a household window edge that is no date',
    householdRsvpQuerySchema,
    { from: 'soon' },
    'from',
    'from y to deben ser fechas',
  ],
  [
    'an audit log filter that is no contact id',
    auditLogQuerySchema,
    { memberId: 'ana' },
    'memberId',
    'memberId debe ser el id de un contacto',
  ],
  [
    'a push endpoint over plain http',
    pushSubscribeSchema,
    { ...PUSH, endpoint: 'http://push.example.test/x' },
    'endpoint',
    'endpoint debe ser la dirección https de un servicio de notificaciones push',
  ],
  [
    'a push key that is no P-256 key',
    pushSubscribeSchema,
    { ...PUSH, keys: { ...PUSH.keys, p256dh: 'x' } },
    'keys.p256dh',
    'keys.p256dh debe ser una clave pública P-256',
  ],
  [
    'a push secret of the wrong size',
    pushSubscribeSchema,
    { ...PUSH, keys: { ...PUSH.keys, auth: 'x' } },
    'keys.auth',
    'keys.auth debe tener 16 bytes, en base64url',
  ],
];

describe('the shared schemas’ own messages', () => {
  it.each(cases)('%s: in Spanish, with its meaning', (_, schema, input, path, spanish) => {
    const es = detail(schema, input, 'es');
    expect(es).toEqual({ path, text: spanish });
    // The English is the schema's own, word for word.
    const en = detail(schema, input, 'en');
    expect(en.path).toBe(path);
    expect(en.text).toBe(schema.safeParse(input).error!.issues[0]!.message);
    expect(ruleOf(en.text)).toBeDefined();
  });

  it('keeps the English words they had', () => {
    expect(detail(eventPayloadSchema, { name: 'P', tags: '[' }, 'en').text).toBe(
      'Tags must be a JSON list',
    );
    expect(detail(venueInputSchema, { name: 'F', longitude: 1 }, 'en').text).toBe(
      'Give both latitude and longitude, or neither',
    );
    expect(
      detail(searchableLinkSchema, { linkName: 'R', url: '/', viewablePermissions: ['x'] }, 'en')
        .text,
    ).toBe('Permissions must be among site:admin, view:jerseyform, IT:admin, view:contacts');
  });

  it('reads a rule’s params back out of its English text', () => {
    expect(ruleOf('allowedAffiliations must be a JSON list')).toEqual({
      key: 'jsonList',
      params: { label: 'allowedAffiliations' },
    });
    expect(ruleOf('Tags must be a JSON list, or else')).toBeUndefined();
    expect(ruleOf('Something else entirely')).toBeUndefined();
  });

  it('has every rule in Spanish, with the same {{params}}', () => {
    const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(RULE_MESSAGES)) {
      const spanish = RULE_MESSAGES_ES[key as keyof typeof RULE_MESSAGES];
      expect(spanish, key).toBeTruthy();
      expect(spanish, key).not.toBe(english);
      expect(names(spanish), key).toEqual(names(english));
    }
  });
});
