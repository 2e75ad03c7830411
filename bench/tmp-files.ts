import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const url = process.argv[2]!;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const seen: Promise<string>[] = [];
page.on('response', (r) => {
  const t = r.request().resourceType();
  if (t === 'script' || t === 'stylesheet')
    seen.push(
      r
        .body()
        .then((b) => `${(gzipSync(b).length / 1024).toFixed(1)}\t${r.url().split('/').pop()}`),
    );
});
await page.goto(url, { waitUntil: 'networkidle' });
console.log((await Promise.all(seen)).join('\n'));
await browser.close();
