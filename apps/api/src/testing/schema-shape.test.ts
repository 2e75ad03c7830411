import { describe, expect, it } from 'vitest';
import { schemaDrift, schemaShape } from './schema-shape';

/** As kysely-codegen writes a database with one table. */
const generated = `
import type { ColumnType } from "kysely";
export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;
export type Json = JsonValue;
export type JsonValue = string | number | null;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export interface Visits {
  created_at: Generated<Timestamp>;
  detail: Json | null;
  expires_at: Timestamp;
  id: Generated<number>;
  kind: string;
  note: string | null;
  payload: Json;
  search_text: Generated<string | null>;
}
export interface DB {
  visits: Visits;
}
`;

/** As schema.ts declares it, with `columns` in the table's body. */
const declared = (columns: string) => `
import type { ColumnType, Generated } from 'kysely';
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Kind = 'home' | 'away';
export interface VisitTable {
${columns}
}
export interface Database {
  visits: VisitTable;
}
`;

const agreeing = `
  id: Generated<number>;
  kind: Kind;
  note: string | null;
  detail: ColumnType<unknown, string | null, string | null>;
  payload: ColumnType<unknown, string, string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  search_text: ColumnType<string | null, never, never>;
`;

const drift = (columns: string) =>
  schemaDrift(schemaShape(generated, 'DB'), schemaShape(declared(columns), 'Database'));

describe('schemaDrift', () => {
  it('finds none where the declaration says what the database does, in its own words', () => {
    expect(drift(agreeing)).toEqual([]);
  });

  it('names each column that is missing, extra, of another type or nullability', () => {
    const changed = agreeing
      .replace('  note: string | null;\n', '')
      .replace('kind: Kind;', 'kind: number;')
      .replace(
        'payload: ColumnType<unknown, string, string>;',
        'payload: ColumnType<unknown, string | null, string | null>;',
      )
      .replace('id: Generated<number>;', 'id: Generated<number | null>;');
    expect(drift(`${changed}  invited_at: Date | null;\n`)).toEqual([
      'visits.id: the database gives number, schema.ts says number | null',
      'visits.kind: the database gives string, schema.ts says number',
      'visits.note: in the database (string | null, optional on insert), missing from schema.ts',
      'visits.payload: the database gives json, schema.ts says json | null',
      'visits.payload: schema.ts lets an insert leave it out, the database requires it',
      'visits.invited_at: in schema.ts, not in the database',
    ]);
  });

  it('accepts a declaration stricter on insert than the database, not a looser one', () => {
    const stricter = agreeing.replace('created_at: Timestamp;', 'created_at: Date;');
    expect(drift(stricter)).toEqual([]);
    const looser = agreeing.replace(
      'expires_at: ColumnType<Date, Date | string, Date | string>;',
      'expires_at: Timestamp;',
    );
    expect(drift(looser)).toEqual([
      'visits.expires_at: schema.ts lets an insert leave it out, the database requires it',
    ]);
  });

  it('names whole tables on either side', () => {
    const ghosts = 'export interface GhostTable {\n  id: number;\n}\n';
    const source = `${ghosts}export interface Database {\n  ghosts: GhostTable;\n}\n`;
    expect(schemaDrift(schemaShape(generated, 'DB'), schemaShape(source, 'Database'))).toEqual([
      'visits: a table in the database, missing from schema.ts',
      'ghosts: in schema.ts, not in the database',
    ]);
  });
});
