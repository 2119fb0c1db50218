// Lists each script `/` loads (signed out and signed in) with its gzip size.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { cookiesOf } from './first-load';
import { signUp, startServer } from './server-process';

const port = Number(process.env.PORT ?? 5751);
const server = await startServer(port);
try {
  const cookie = await signUp(server.url);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const [label, c] of [
    ['signed out', undefined],
    ['signed in', cookie],
  ] as const) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (c) await context.addCookies(cookiesOf(c, server.url));
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        console.log('  console:', m.text().slice(0, 300));
    });
    page.on('pageerror', (e) => console.log('  pageerror:', e.message.slice(0, 300)));
    const scripts: Response[] = [];
    const t0 = Date.now();
    const times = new Map<Response, number>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') {
        scripts.push(r);
        times.set(r, Date.now() - t0);
      }
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    let total = 0;
    const rows: [string, number, number][] = [];
    for (const r of scripts) {
      const kb = gzipSync(await r.body()).length / 1024;
      total += kb;
      rows.push([new URL(r.url()).pathname, kb, times.get(r)!]);
    }
    console.log(`\n== ${label}: ${total.toFixed(1)} KB, ${rows.length} scripts`);
    if (!process.env.QUIET)
      for (const [p, kb, t] of rows.sort((a, b) => b[1] - a[1]))
        console.log(`${kb.toFixed(2).padStart(7)}  ${String(t).padStart(5)}ms  ${p}`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
