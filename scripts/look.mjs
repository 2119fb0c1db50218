// Developer aid: a screenshot of a page once a given text is on screen (the shared screenshot
// tool fires at network idle, before lazy pages on a busy machine have rendered).
// Usage: node scripts/look.mjs URL OUT.png WIDTH "text to wait for" [cookie-value] [--full]
import { chromium } from 'playwright-core';

const [url, out, width = '390', waitText, cookie] = process.argv.slice(2);
const full = process.argv.includes('--full');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const w = Number(width);
const context = await browser.newContext({
  viewport: { width: w, height: w < 700 ? 844 : 900 },
  isMobile: w < 700,
  hasTouch: w < 700,
});
if (cookie && cookie !== '-')
  await context.addCookies([{ name: 'cairn_session', value: cookie, url: new URL(url).origin }]);
const page = await context.newPage();
await page.goto(url);
if (waitText) await page.getByText(waitText).first().waitFor({ timeout: 30_000 });
await page.screenshot({ path: out, fullPage: full });
await browser.close();
console.log(out);
