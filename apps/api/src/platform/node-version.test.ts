import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoot, builtEntry, ensureApiBuilt } from '../testing/built-server';
import { REQUIRED_NODE_MAJOR, unsupportedNode } from './node-version';

const engines = (file: string) =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as { engines?: { node?: string } }).engines?.node;

describe('the Node.js version check', () => {
  it('refuses an older major, naming the one needed and the one found', () => {
    expect(unsupportedNode('20.20.2', 24)).toBe(
      'The portal needs Node.js 24 or newer, and this is Node.js 20.20.2: install Node.js 24' +
        ' (or run `npm start`, which uses the one npm installed).',
    );
    expect(unsupportedNode('v23.11.0', 24)).toContain('this is Node.js 23.11.0');
    expect(unsupportedNode('not a version', 24)).toContain('this is Node.js not a version');
  });

  it('accepts the required major and newer', () => {
    expect(unsupportedNode('24.0.0', 24)).toBeNull();
    expect(unsupportedNode('v25.2.1', 24)).toBeNull();
    expect(unsupportedNode(process.versions.node, REQUIRED_NODE_MAJOR)).toBeNull();
  });

  it('asks for what engines says, in the root and the API package.json alike', () => {
    const root = engines(path.join(apiRoot, '../../package.json'));
    expect(root).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(engines(path.join(apiRoot, 'package.json'))).toBe(root);
  });
});

describe('the built server on an older Node', () => {
  beforeAll(() => ensureApiBuilt(), 60_000);

  it('exits 1 with one line before it loads its modules or opens anything', () => {
    const dataDir = path.join(os.tmpdir(), `dugout-old-node-${process.pid}-${Date.now()}`);
    // The version Node reports, faked before the entry runs: what an older Node would say.
    const fake = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})`;
    const run = spawnSync(process.execPath, ['--import', fake, builtEntry], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, DATA_DIR: dataDir, DEMO: '1', NODE_ENV: 'production' },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    // One line, and nothing else: not even the IdP's own "Unsupported runtime" warning, which
    // its module prints when it is loaded.
    expect(run.stderr.trim().split('\n')).toEqual([
      unsupportedNode('20.20.2', REQUIRED_NODE_MAJOR),
    ]);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 40_000);
});
