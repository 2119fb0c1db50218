// Writes dist/client/landing.html: index.html with the landing page's markup already in #root,
// which the server sends to visitors without the signed-in hint, so the hero paints with the
// HTML and CSS instead of after the JavaScript (docs/decisions/0030-first-paint.md). The app
// replaces the markup with the same page once its code has arrived (src/client/main.tsx).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LandingPage } from '@client/features/landing/landing-page';

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const index = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/client/index.html has no ${root}`);
const markup = renderToStaticMarkup(<LandingPage />);
writeFileSync(
  path.join(clientDir, 'landing.html'),
  index.replace(root, `<div id="root">${markup}</div>`),
);
console.log(`landing.html: ${markup.length} characters of prerendered markup`);
