import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DatabaseHandle } from '../db/database';
import { timePoolAcquisitions } from '../db/pool-timing';
import { processRegistry } from './process-metrics';
import { serverGauges } from './scrape-gauges';

const RULES = path.resolve(import.meta.dirname, '../../../../../deploy/alerts/dugout.rules.yml');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** PromQL's words that are not metric names. */
const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
]);

/**
 * The metric names a PromQL expression reads: its identifiers less label matchers ({...}),
 * ranges ([5m]), grouping clauses (by (...)), strings, function calls and keywords.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  // A word followed by '(' is a function (or an aggregation); digits start no name.
  const names = [...bare.matchAll(/(?<![\w.])([A-Za-z_:][A-Za-z0-9_:]*)(\s*\()?/g)]
    .filter((m) => !m[2])
    .map((m) => m[1]!)
    .filter((word) => !KEYWORDS.has(word));
  return [...new Set(names)];
}

/** Every series name the server can export: histograms add _bucket, _sum and _count. */
async function exportedNames(): Promise<Set<string>> {
  // A pool that never connects: on PostgreSQL the server exports the pool's gauges too.
  const pool = new pg.Pool({ max: 3 });
  const handle = { pool, poolTiming: timePoolAcquisitions(pool) } as unknown as DatabaseHandle;
  const registry = Registry.merge([processRegistry, serverGauges(handle)]);
  const names = new Set<string>();
  for (const metric of registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram' || type === 'summary') {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    }
  }
  await pool.end();
  return names;
}

describe('deploy/alerts/dugout.rules.yml', () => {
  const doc = parse(fs.readFileSync(RULES, 'utf8')) as {
    groups: { name: string; rules: Rule[] }[];
  };
  const rules = doc.groups.flatMap((g) => g.rules);

  it('is a Prometheus rule file with the outbox, error-rate and sign-in alerts', () => {
    expect(doc.groups.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(typeof rule.expr).toBe('string');
      if (rule.for) expect(rule.for).toMatch(/^\d+[smhd]$/);
      expect(rule.annotations?.summary).toBeTruthy();
    }
    const read = rules.flatMap((r) => metricNamesIn(r.expr));
    expect(read).toContain('dugout_outbox_oldest_pending_age_seconds');
    expect(read).toContain('dugout_http_request_duration_seconds_count');
    expect(read).toContain('dugout_sign_in_failures_total');
    expect(read).toContain('dugout_db_pool_waits_total');
    expect(read).toContain('dugout_scrape_db_ok');
    // A replica that does not answer a scrape exports nothing: Prometheus's own `up` tells.
    expect(read).toContain('up');
  });

  it('reads only metrics the server exports (and Prometheus’s own per-target `up`)', async () => {
    const exported = await exportedNames();
    exported.add('up');
    for (const rule of rules) {
      const names = metricNamesIn(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exported, `${rule.alert} reads ${name}`).toContain(name);
    }
  });

  it('finds the names in an expression, not its functions, labels or keywords', () => {
    expect(
      metricNamesIn(
        'sum by (route) (rate(a_total{status=~"5.."}[5m])) / on(x) sum(rate(b_count[5m])) > 0.05 and c',
      ),
    ).toEqual(['a_total', 'b_count', 'c']);
  });
});
