// Writes dist/client/landing.html: index.html with the landing page's markup already in #root,
// which the server sends to visitors without the signed-in hint, so the hero paints with the
// HTML and CSS instead of after the JavaScript (docs/decisions/0030-first-paint.md). The app
// replaces the markup with the same page once its code has arrived (src/client/main.tsx).
// The CSS the page's markup uses is inlined and the stylesheet moved to the end of the body, so
// the first paint waits for nothing but the HTML (decision 0030).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { renderToStaticMarkup } from 'react-dom/server';
import { LandingPage } from '@client/features/landing/landing-page';

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const index = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/client/index.html has no ${root}`);
const markup = renderToStaticMarkup(<LandingPage />);
const withMarkup = index.replace(root, `<div id="root">${markup}</div>`);
const stylesheets = /<link rel="stylesheet"[^>]*>/g;
const beasties = new Beasties({
  path: clientDir,
  publicPath: '/',
  // 'body' needs no inline script (the CSP allows none): the full stylesheet still loads, for
  // the app's other pages, without holding up the landing page's paint.
  preload: 'body',
  logLevel: 'warn',
});
const landing = await beasties.process(withMarkup);
if ((landing.match(stylesheets) ?? []).length !== (withMarkup.match(stylesheets) ?? []).length) {
  throw new Error('landing.html lost its stylesheet');
}
writeFileSync(path.join(clientDir, 'landing.html'), startAfterFirstPaint(landing));
const inlined = landing.indexOf('</style>') - landing.indexOf('<style>') - '<style>'.length;
console.log(
  `landing.html: ${markup.length} characters of prerendered markup, ${inlined} of inlined CSS`,
);

/**
 * The app's scripts start once the prerendered page has painted: a small module waits for the
 * first frame and then imports the entry. With the entry's script tag in the head, a phone that
 * fetches it quickly parses and runs ~80 KB of JavaScript before it paints anything, holding
 * back a page that is already there (decision 0030, third round). Scripts keep their order: the
 * entry imports the runtime itself.
 */
function startAfterFirstPaint(html: string): string {
  const tags = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  const sources = [...html.matchAll(tags)].map((match) => match[1] as string);
  const entry = sources.find((source) => /\/index-[^/]+\.js$/.test(source));
  if (!entry) throw new Error('landing.html has no entry script');
  const boot = [
    '// Starts the app after the prerendered landing page has painted (scripts/prerender-landing.tsx).',
    'let started = false;',
    `const start = () => { if (!started) { started = true; import(${JSON.stringify(entry)}); } };`,
    // The browser's own record of the paint where it keeps one: a frame's callback runs before
    // its paint, and the paint can reach the screen after a task queued behind the callback.
    "if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
    '  new PerformanceObserver((list, observer) => { observer.disconnect(); start(); })',
    "    .observe({ type: 'paint', buffered: true });",
    // A tab opened in the background paints only when shown; its app starts within seconds anyway.
    '  setTimeout(start, 3000);',
    '} else requestAnimationFrame(() => setTimeout(start));',
    '',
  ].join('\n');
  const hash = createHash('sha256').update(boot).digest('base64url').slice(0, 8);
  const bootFile = `/assets/landing-start-${hash}.js`;
  writeFileSync(path.join(clientDir, bootFile), boot);
  return html
    .replace(tags, '')
    .replace('</head>', `<script type="module" src="${bootFile}"></script></head>`);
}
