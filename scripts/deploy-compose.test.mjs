// deploy/compose.yaml against the server and its image: every variable it gives the app replicas is
// a setting the configuration schema knows, with a value the schema accepts (its ${...} filled
// from deploy/.env.example as Compose would), and the ports, health path and data folder agree
// with the Dockerfile and the Caddyfile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, SETTING_NAMES } from '../apps/api/src/platform/config.ts';
import { repoRoot } from './lib/build.mjs';
import { execForm, readDockerfile, stage } from './lib/dockerfile.mjs';

const deploy = path.join(repoRoot, 'deploy');
const read = (file) => readFileSync(path.join(deploy, file), 'utf8');

/** KEY=VALUE lines, as Compose reads an env file (comments and blank lines skipped). */
export function parseEnvFile(text) {
  const entries = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) entries[match[1]] = match[2];
  }
  return entries;
}

/**
 * Compose's interpolation of `value` from `vars`: $$, ${NAME}, ${NAME:-default}, ${NAME-default},
 * ${NAME:?error}, ${NAME?error}. Returns the text and the names it needed that `vars` lacks.
 */
export function interpolate(value, vars) {
  const missing = [];
  const text = String(value).replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name, colon, op, arg) => {
      if (whole === '$$') return '$';
      const set = colon ? !!vars[name] : vars[name] !== undefined;
      if (set) return vars[name];
      if (op === '-') return arg;
      missing.push(name);
      return '';
    },
  );
  return { text, missing };
}

const compose = parse(read('compose.yaml'), { merge: true });
const envExample = parseEnvFile(read('.env.example'));
const dugoutEnvExample = parseEnvFile(read('dugout.env.example'));
const runtime = stage(readDockerfile(), 'runtime');
const runtimeArgs = (keyword) =>
  runtime.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
const appServices = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === 'Dockerfile',
);

/** A service's environment after interpolation, with the names .env.example did not give. */
function environmentOf(service) {
  const environment = {};
  const missing = [];
  for (const [name, value] of Object.entries(service.environment ?? {})) {
    const result = interpolate(value ?? '', envExample);
    environment[name] = result.text;
    missing.push(...result.missing);
  }
  return { environment, missing };
}

describe('deploy/compose.yaml', () => {
  it('runs two replicas of the image', () => {
    expect(appServices.map(([name]) => name)).toHaveLength(2);
  });

  it('sets only settings the server knows, with values its schema accepts', () => {
    for (const [name, service] of appServices) {
      const { environment, missing } = environmentOf(service);
      expect(missing, `${name}: variables deploy/.env.example lacks`).toEqual([]);
      const unknown = Object.keys(environment).filter((key) => !SETTING_NAMES.includes(key));
      expect(unknown, `${name}: not settings`).toEqual([]);
      // loadConfig throws ConfigError, naming each bad value, when the schema refuses one.
      const config = loadConfig({ ...environment, ...dugoutEnvExample });
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\/dugout:[^@]+@postgres:5432\/dugout$/);
      expect(config.S3_ENDPOINT).toMatch(/^https:\/\//);
      expect(config.TRUST_PROXY).toBe(1);
      expect(config.adminEmails.length).toBeGreaterThan(0);
    }
  });

  it("gives the replicas' env file only settings, none that compose.yaml already sets", () => {
    const unknown = Object.keys(dugoutEnvExample).filter((key) => !SETTING_NAMES.includes(key));
    expect(unknown).toEqual([]);
    for (const [, service] of appServices) {
      expect(service.env_file.map((f) => f.path)).toEqual(['dugout.env']);
      const repeated = Object.keys(dugoutEnvExample).filter((k) => k in service.environment);
      expect(repeated).toEqual([]);
    }
  });

  it('fills every other ${...} from deploy/.env.example', () => {
    const missing = interpolate(read('compose.yaml'), envExample).missing;
    expect([...new Set(missing)]).toEqual([]);
  });

  it("agrees with the Dockerfile's port, data folder and health check", () => {
    const exposed = runtimeArgs('EXPOSE').join(' ').split(/\s+/);
    const [dataDir] = execForm(runtimeArgs('VOLUME').at(-1));
    const healthPath = /\/api\/[a-z]+/.exec(runtimeArgs('HEALTHCHECK').at(-1))?.[0];
    expect(healthPath).toBe('/api/ready');
    const caddyfile = read('Caddyfile');
    for (const [name, service] of appServices) {
      const { environment } = environmentOf(service);
      expect(exposed).toContain(environment.PORT);
      expect(environment.DATA_DIR).toBe(dataDir);
      expect(service.volumes.map((v) => v.split(':')[1])).toContain(dataDir);
      // Caddy sends requests to each replica on that port and takes it out when not ready.
      expect(caddyfile).toContain(`${name}:${environment.PORT}`);
    }
    expect(caddyfile).toMatch(new RegExp(`health_uri ${healthPath}\\b`));
  });

  it("lets the mail relay send from MAIL_FROM's domain", () => {
    const relay = compose.services.smtp;
    const allowed = interpolate(relay.environment.ALLOWED_SENDER_DOMAINS, envExample)
      .text.split(/[\s,]+/)
      .filter(Boolean)
      .map((d) => d.toLowerCase());
    expect(allowed.length).toBeGreaterThan(0);
    for (const [name, service] of appServices) {
      const { environment } = environmentOf(service);
      const config = loadConfig({ ...environment, ...dugoutEnvExample });
      // The address inside "Name <address>", or the bare address.
      const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
      const domain = address.split('@').at(-1).toLowerCase();
      expect(allowed, `${name}: MAIL_FROM ${config.MAIL_FROM}`).toContain(domain);
      expect(environment.SMTP_URL).toMatch(/^smtp:\/\/smtp:/);
    }
  });

  it('keeps the secret env files out of the image context (.dockerignore)', () => {
    const rules = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    // Docker's rule: the last pattern that matches decides; a leading ! lets a path back in.
    const ignored = (file) => {
      let out = false;
      for (const rule of rules) {
        const negated = rule.startsWith('!');
        if (path.matchesGlob(file, negated ? rule.slice(1) : rule)) out = !negated;
      }
      return out;
    };
    const secretFiles = [
      'deploy/.env',
      ...new Set(appServices.flatMap(([, s]) => s.env_file.map((f) => `deploy/${f.path}`))),
    ];
    expect(secretFiles).toContain('deploy/dugout.env');
    for (const file of secretFiles) expect(ignored(file), file).toBe(true);
    // The examples are no secret, and the Dockerfile's inputs are in the context.
    for (const file of ['deploy/.env.example', 'deploy/dugout.env.example', 'package.json']) {
      expect(ignored(file), file).toBe(false);
    }
  });

  it('gives each replica longer to stop than its shutdown grace (and the 5 s after it)', () => {
    for (const [, service] of appServices) {
      const grace = loadConfig(environmentOf(service).environment).SHUTDOWN_GRACE_MS;
      const [, seconds] = /^(\d+)s$/.exec(service.stop_grace_period) ?? [];
      expect(Number(seconds) * 1000).toBeGreaterThan(grace + 5000);
    }
  });
});
