import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/build.mjs';
import { cyclesIn, folderGraph, importGraph } from './lib/import-graph.mjs';

// No import cycle anywhere in the apps and the shared package: not between files (type-only
// imports count: a cycle of types still ties the files together), and not between API modules
// (one module reaching another through its index.ts and back).
const PROJECTS = ['packages/shared', 'apps/api', 'apps/web'];
const MODULES = 'apps/api/src/modules';
const isTest = (file) => /\.test\.tsx?$/.test(file);

describe('import cycles', () => {
  const graph = importGraph(repoRoot, PROJECTS);

  it('reads every import, type-only and across workspaces included', () => {
    // Without these the checks below would pass on an empty graph.
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('packages/shared/src/event-rules.ts')).toContain(
      'packages/shared/src/events.ts',
    );
    expect(graph.get('apps/api/src/modules/rsvp/rsvp.service.ts')).toEqual(
      expect.arrayContaining([
        'apps/api/src/modules/events/index.ts',
        'packages/shared/src/index.ts',
      ]),
    );
  });

  it('finds none between files', () => {
    expect(cyclesIn(graph)).toEqual([]);
  });

  it('finds none between API modules (tests aside: they may set up data through another module)', () => {
    const modules = folderGraph(graph, MODULES, isTest);
    expect(modules.get('rsvp')).toContain('events');
    expect(cyclesIn(modules)).toEqual([]);
  });
});

describe('the cycle check', () => {
  let dir;
  const write = (name, code) => writeFileSync(path.join(dir, name), code);

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true },
        include: ['*.ts'],
      }),
    );
    // Two files tied by type-only imports (what ESLint's import-x/no-cycle does not follow).
    write('a.ts', "import type { B } from './b';\nexport interface A { b?: B }\n");
    write('b.ts', "import type { A } from './a';\nexport interface B { a?: A }\n");
    // A re-export one way, a dynamic import back.
    write('c.ts', "export * from './d';\n");
    write('d.ts', "export const load = () => import('./c');\n");
    // One way only.
    write('e.ts', "import { f } from './f';\nexport const e = f;\n");
    write('f.ts', 'export const f = 1;\n');
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('catches a cycle of type-only imports and one of a re-export and a dynamic import', () => {
    expect(cyclesIn(importGraph(dir, ['.']))).toEqual(
      expect.arrayContaining([
        ['a.ts', 'b.ts'],
        ['c.ts', 'd.ts'],
      ]),
    );
    expect(cyclesIn(importGraph(dir, ['.']))).toHaveLength(2);
  });

  it('catches two modules reaching each other through their entries, and not through a test', () => {
    const files = new Map([
      ['mods/events/events.service.ts', ['mods/rsvp/index.ts']],
      ['mods/events/index.ts', ['mods/events/events.service.ts']],
      ['mods/rsvp/rsvp.service.ts', ['mods/events/index.ts']],
      ['mods/rsvp/index.ts', ['mods/rsvp/rsvp.service.ts']],
      ['mods/venues/venues.test.ts', ['mods/events/index.ts']],
      ['mods/events/events.test.ts', ['mods/venues/index.ts']],
      ['mods/venues/index.ts', []],
    ]);
    expect(cyclesIn(files)).toEqual([
      [
        'mods/events/events.service.ts',
        'mods/events/index.ts',
        'mods/rsvp/index.ts',
        'mods/rsvp/rsvp.service.ts',
      ],
    ]);
    expect(cyclesIn(folderGraph(files, 'mods', isTest))).toEqual([['events', 'rsvp']]);
    files.delete('mods/events/events.service.ts');
    expect(cyclesIn(folderGraph(files, 'mods', isTest))).toEqual([]);
  });
});
