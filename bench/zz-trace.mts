import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { cookiesOf } from './first-load';
import { signUp, startServer } from './server-process';
const server = await startServer(Number(process.env.PORT ?? 5771));
try {
  const cookie = await signUp(server.url);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  await context.addCookies(cookiesOf(cookie, server.url));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  await page.goto(`${server.url}/`);
  await page.getByText('Three questions about your pain').waitFor();
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  fs.writeFileSync('/tmp/trace.json', buf);
  await browser.close();
} finally { await server.stop(); }
