import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MIGRATIONS, GRANDFATHERED_MIGRATIONS } from './contract-migrations';
import { destructiveChanges } from './destructive-changes';
import { contractViolations, type ContractRules } from './migration-contracts';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../..');
const migrationsDir = path.join(here, 'migrations');

const migrations = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
  .map((f) => ({
    name: f.replace(/\.ts$/, ''),
    source: readFileSync(path.join(migrationsDir, f), 'utf8'),
  }));

function queryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? queryFiles(path.join(dir, e.name))
      : e.name.endsWith('.queries.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

const currentCode = [path.join(here, 'schema.ts'), ...queryFiles(src)]
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const currentVersion = (
  JSON.parse(readFileSync(path.resolve(src, '../package.json'), 'utf8')) as { version: string }
).version;

const rules: ContractRules = {
  contracts: CONTRACT_MIGRATIONS,
  grandfathered: GRANDFATHERED_MIGRATIONS,
  currentVersion,
  currentCode,
};

describe('expand then contract', () => {
  it('lets no migration drop or rename what the previous release may still read', () => {
    expect(contractViolations(migrations, rules)).toEqual([]);
  });

  it('refuses a synthetic migration that drops a column the code reads', () => {
    const bad = {
      name: '20990101T0000_drop_email',
      source: `export async function up(db) {
        await db.schema.alterTable('contacts').dropColumn('email').execute();
      }
      export async function down(db) {
        await db.schema.alterTable('contacts').addColumn('email', 'text').execute();
      }`,
    };
    const problems = contractViolations([...migrations, bad], rules);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^20990101T0000_drop_email drops or renames contacts\.email/);

    // Listed as a contract after an older release, it is still refused: the code reads it.
    const listed = contractViolations([...migrations, bad], {
      ...rules,
      contracts: [
        { migration: bad.name, follows: '0.0.1', removes: ['contacts.email'], reason: 'test' },
      ],
    });
    expect(listed).toEqual([
      '20990101T0000_drop_email removes contacts.email, which the current code still reads',
    ]);
  });

  it('accepts a contract that follows an older release and drops what nothing reads', () => {
    const contract = {
      name: '20990101T0001_drop_old',
      source: `export async function up(db) {
        await sql\`alter table contacts drop column if exists legacy_fax\`.execute(db);
        await sql\`drop table if exists legacy_things\`.execute(db);
      }`,
    };
    const entry = {
      migration: contract.name,
      removes: ['contacts.legacy_fax', 'legacy_things'],
      reason: 'test',
    };
    expect(
      contractViolations([contract], { ...rules, contracts: [{ ...entry, follows: '0.0.9' }] }),
    ).toEqual([]);
    // The same release as the drop: the version running beside it may still read the column.
    expect(
      contractViolations([contract], {
        ...rules,
        currentVersion: '0.2.0',
        contracts: [{ ...entry, follows: '0.2.0' }],
      }),
    ).toEqual([
      '20990101T0001_drop_old follows release 0.2.0, not older than this one (0.2.0): the release still running beside it must already have stopped reading contacts.legacy_fax, legacy_things',
    ]);
    // Listed with less than it removes.
    expect(
      contractViolations([contract], {
        ...rules,
        contracts: [{ ...entry, follows: '0.0.9', removes: ['legacy_things'] }],
      }),
    ).toEqual([
      '20990101T0001_drop_old is listed as removing legacy_things but removes contacts.legacy_fax, legacy_things',
    ]);
  });
});

describe('destructiveChanges', () => {
  it('finds drops and renames in Kysely calls and raw SQL, not in down', () => {
    const source = `
      export async function up(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropTable('old_table').ifExists().execute();
        await db.schema.alterTable('events').dropColumn('a').renameColumn('b', 'c').execute();
        await db.schema.alterTable('notes').renameTo('memos').execute();
        await sql\`alter table rsvps drop column if exists note, drop constraint rsvps_check,
          rename column x to y\`.execute(db);
        await sql\`alter table venues rename to places\`.execute(db);
        await sql\`drop table if exists one, "two"\`.execute(db);
        await sql\`alter table teams alter column name drop not null, drop default\`.execute(db);
        // await sql\`drop table commented_out\`
      }
      export async function down(db: Kysely<unknown>): Promise<void> {
        if (true) { await sql\`drop table if exists created_by_up\`.execute(db); }
      }
      export function after() { return sql\`alter table late drop column gone\`; }`;
    expect(destructiveChanges(source)).toEqual([
      { kind: 'drop table', name: 'old_table' },
      { kind: 'drop column', name: 'events.a' },
      { kind: 'rename column', name: 'events.b' },
      { kind: 'rename table', name: 'notes' },
      { kind: 'drop column', name: 'rsvps.note' },
      { kind: 'rename column', name: 'rsvps.x' },
      { kind: 'rename table', name: 'venues' },
      { kind: 'drop table', name: 'one' },
      { kind: 'drop table', name: 'two' },
      { kind: 'drop column', name: 'late.gone' },
    ]);
  });

  it('skips the down of a migration made by a factory', () => {
    const source = `export function teams(name: string) {
      return {
        async up(db) { await sql\`alter table teams drop column if exists motto\`.execute(db); },
        async down(db) { await sql\`drop table if exists teams\`.execute(db); },
      };
    }`;
    expect(destructiveChanges(source)).toEqual([{ kind: 'drop column', name: 'teams.motto' }]);
  });
});
