import { describe, expect, it } from 'vitest';
import { identityChanges } from './contacts.identity-changes';

const row = { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@x.test' };

describe('identityChanges', () => {
  it('is empty when the write leaves the name and email as they are', () => {
    expect(identityChanges(row, {})).toEqual({});
    expect(identityChanges(row, { first_name: 'Ana', phone: '+15550100100' })).toEqual({});
    expect(identityChanges(row, { email: 'ana@x.test' })).toEqual({});
  });

  it('gives the whole name before → after when the first or last name changes, case too', () => {
    const before = { firstName: 'Ana', lastName: 'Ruiz' };
    expect(identityChanges(row, { last_name: 'Ruiz-Lopez' })).toEqual({
      name: { before, after: { firstName: 'Ana', lastName: 'Ruiz-Lopez' } },
    });
    expect(identityChanges(row, { first_name: 'ANA' })).toEqual({
      name: { before, after: { firstName: 'ANA', lastName: 'Ruiz' } },
    });
  });

  it('gives the email before → after, to and from none', () => {
    expect(identityChanges(row, { email: 'ana@new.test' })).toEqual({
      email: { before: 'ana@x.test', after: 'ana@new.test' },
    });
    expect(identityChanges(row, { email: null })).toEqual({
      email: { before: 'ana@x.test', after: null },
    });
    expect(identityChanges({ ...row, email: null }, { email: 'ana@x.test' })).toEqual({
      email: { before: null, after: 'ana@x.test' },
    });
  });
});
