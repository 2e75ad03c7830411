import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type LighthouseModule from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from './proc';

type Lighthouse = typeof LighthouseModule;

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface FirstLoad {
  jsGzipKb: number;
  cssGzipKb: number;
  files: number;
}

async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(baseUrl + '/login');
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/idp') && u.pathname !== '/callback', {
    timeout: 30_000,
  });
  await page.waitForFunction(
    () => Object.keys(localStorage).some((k) => k.startsWith('@@auth0spajs@@')),
    undefined,
    { timeout: 30_000 },
  );
  await page.getByRole('main').waitFor({ timeout: 30_000 });
}

/** JS and CSS the browser actually fetched for one page load, gzipped (zlib default level). */
async function measure(context: BrowserContext, url: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const pending: Promise<{ kind: string; bytes: number }>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .body()
        .then((body) => ({ kind: type, bytes: gzipSync(body).length }))
        .catch(() => ({ kind: type, bytes: 0 })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('main').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const seen = await Promise.all(pending);
  await page.close();
  const sum = (kind: string) =>
    seen.filter((s) => s.kind === kind).reduce((a, s) => a + s.bytes, 0) / 1024;
  return { jsGzipKb: sum('script'), cssGzipKb: sum('stylesheet'), files: seen.length };
}

/**
 * Diagnostic (BENCH_PROFILE_DIR set): a V8 CPU profile of one load of `url` at 4× CPU slowdown,
 * written as <name>.cpuprofile, to see what the long tasks of a first load are.
 */
async function profileLoad(context: BrowserContext, url: string, name: string): Promise<void> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return;
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: unknown[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[];
      }[]) {
        w.shifts.push({
          value: e.value,
          at: Math.round(e.startTime),
          sources: e.sources.map((s) => ({
            node: s.node?.outerHTML?.slice(0, 120),
            from: [s.previousRect.y, s.previousRect.height],
            to: [s.currentRect.y, s.currentRect.height],
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('main').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
  await writeFile(path.join(dir, `${name}.shifts.json`), JSON.stringify(shifts, null, 1));
  await page.close();
}

export async function firstLoads(
  baseUrl: string,
  email: string,
): Promise<{ guest: FirstLoad; member: FirstLoad }> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await measure(guestContext, baseUrl + '/');
    await profileLoad(guestContext, baseUrl + '/', 'guest');
    await guestContext.close();

    const signing = await browser.newContext();
    const page = await signing.newPage();
    await signIn(page, baseUrl, email);
    const state = await signing.storageState();
    await signing.close();
    // A fresh context (empty HTTP cache) holding the session: the signed-in first load.
    const memberContext = await browser.newContext({
      storageState: state,
      viewport: { width: 390, height: 844 },
    });
    const member = await measure(memberContext, baseUrl + '/');
    await profileLoad(memberContext, baseUrl + '/', 'member');
    await memberContext.close();
    return { guest, member };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  /** Audits scored below 0.9 (not informative or manual ones), with Lighthouse's display value. */
  failing: string[];
  /** Lighthouse's own measure of the host's CPU speed at the run (higher is faster). */
  benchmarkIndex: number | null;
  /** The host's 1-minute load average when the run ended. */
  load: number;
}

/** A page's three runs and their medians; `failing` is the median run's. */
export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  failing: string[];
  runs: LighthouseRun[];
}

export const LIGHTHOUSE_RUNS = 3;

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length ? (known[Math.floor((known.length - 1) / 2)] ?? null) : null;
};

/** The medians of a page's runs; the audits come from the run whose performance is the median. */
function summarise(runs: LighthouseRun[]): LighthouseScores {
  const byPerformance = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    failing: middle?.failing ?? [],
    runs,
  };
}

/**
 * Lighthouse 12 (mobile preset, simulated throttling) through a Chromium it attaches to on a
 * debugging port, three runs per page: one run on a shared host can dip when another process
 * takes the CPU (the simulation scales the main-thread time it observes). The guest runs first
 * (Lighthouse clears the origin's storage); the member runs keep the session that the bench
 * signed in with (disableStorageReset).
 */
export async function lighthouseScores(
  baseUrl: string,
  email: string,
): Promise<{ guest: LighthouseScores; member: LighthouseScores } | { error: string }> {
  let lighthouse: Lighthouse;
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch (err) {
    return { error: `lighthouse is not installed (${(err as Error).message})` };
  }
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'dugout-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const run = async (disableStorageReset: boolean): Promise<LighthouseRun> => {
      const result = await lighthouse(
        baseUrl + '/',
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset,
        },
        undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no report');
      // BENCH_LIGHTHOUSE_DIR keeps each report, to see what a score is made of.
      if (process.env.BENCH_LIGHTHOUSE_DIR) {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(
          path.join(process.env.BENCH_LIGHTHOUSE_DIR, `lighthouse-${Date.now()}.json`),
          JSON.stringify(lhr),
        );
      }
      const score = (id: string) => {
        const s = lhr.categories[id]?.score;
        return typeof s === 'number' ? Math.round(s * 100) : null;
      };
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            typeof a.score === 'number' &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      if (lhr.runtimeError) failing.unshift(`Lighthouse error ${lhr.runtimeError.code}`);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        failing,
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
        load: loadavg()[0] ?? 0,
      };
    };
    const runs = async (disableStorageReset: boolean) => {
      const done: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        // A run that scored nothing (a trace Lighthouse could not read, e.g. NO_NAVSTART on a
        // busy host, and its message says to run again) is run again, twice at most.
        let attempt = await run(disableStorageReset);
        for (let retry = 0; attempt.performance === null && retry < 2; retry++) {
          attempt = await run(disableStorageReset);
        }
        done.push(attempt);
      }
      return summarise(done);
    };
    const guest = await runs(false);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, baseUrl, email);
    const member = await runs(true);
    return { guest, member };
  } catch (err) {
    return { error: (err as Error).message.split('\n')[0] ?? String(err) };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
