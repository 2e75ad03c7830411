import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

export async function firstLoads(
  baseUrl: string,
  email: string,
): Promise<{ guest: FirstLoad; member: FirstLoad }> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await measure(guestContext, baseUrl + '/');
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
    await memberContext.close();
    return { guest, member };
  } finally {
    await browser.close();
  }
}

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  failing: string[];
}

/**
 * Lighthouse 12 (mobile preset, simulated throttling) through a Chromium it attaches to on a
 * debugging port. The guest runs first (Lighthouse clears the origin's storage); the member run
 * keeps the session that the bench signed in with (disableStorageReset).
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
    const run = async (disableStorageReset: boolean): Promise<LighthouseScores> => {
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
      return { performance: score('performance'), accessibility: score('accessibility'), failing };
    };
    const guest = await run(false);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, baseUrl, email);
    const member = await run(true);
    return { guest, member };
  } catch (err) {
    return { error: (err as Error).message.split('\n')[0] ?? String(err) };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
