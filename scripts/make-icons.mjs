// Renders the app icons (PNG) from src/client/public/favicon.svg with Debian's Chromium, so no
// image tool or network is needed. The PNGs are committed; run this again after changing the SVG:
//   node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../src/client/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * `any` icons are the SVG edge to edge (its own rounded corners). The maskable icon fills the
 * square with the brand colour and keeps the artwork inside the 80% safe zone, because
 * launchers crop it to a circle or squircle.
 */
const ICONS = [
  { file: 'pwa-192x192.png', size: 192, maskable: false },
  { file: 'pwa-512x512.png', size: 512, maskable: false },
  { file: 'maskable-icon-512x512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180x180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
        `background:${maskable ? '#0f766e' : 'transparent'}">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: !maskable });
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
