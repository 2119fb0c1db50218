// Writes dist/client/signed-in.html and dist/client/dashboard.html: index.html with preload
// links for what a signed-in start needs first, which the server sends to browsers with the
// signed-in hint (src/server/plugins/client.ts). Without them the browser learns of each piece
// only after the one before has arrived and run: the entry, then the shell's and the dashboard's
// code, then who is signed in, then the entries and settings, then the prediction
// (docs/decisions/0030-first-paint.md, fourth round).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_START_REQUESTS, SHELL_START_REQUESTS } from '@client/start-requests';
import { SHELL_CHUNK } from '../vite.first-load-chunks';

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const manifestDir = path.join(clientDir, '.vite');

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
const manifest = JSON.parse(
  readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** A chunk (by its manifest key) and every chunk it imports statically, as the browser fetches. */
function chunkFiles(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, into);
  return into;
}

/** The shell is grouped with what it draws first (vite.first-load-chunks.ts), under one name. */
const shellKey = Object.keys(manifest).find((key) => manifest[key]?.name === SHELL_CHUNK);
if (!shellKey) throw new Error(`no ${SHELL_CHUNK} chunk in the build's manifest`);

const index = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
/** The scripts index.html already loads (the entry and the runtime) need no second mention. */
const inIndex = (file: string) => index.includes(`src="/${file}"`);

function page(chunks: string[], requests: string[]): string {
  const files = new Set<string>();
  for (const key of chunks) chunkFiles(key, files);
  const links = [
    ...[...files]
      .filter((file) => !inIndex(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // The app's requests carry the session cookie (credentials: 'include'); a preload is used
    // only by a request whose credentials mode matches its own.
    ...requests.map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="${url}">`,
    ),
  ];
  if (!index.includes('</head>')) throw new Error('dist/client/index.html has no </head>');
  return index.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}

const DASHBOARD = 'features/dashboard/dashboard-page.tsx';
writeFileSync(path.join(clientDir, 'signed-in.html'), page([shellKey], SHELL_START_REQUESTS));
writeFileSync(
  path.join(clientDir, 'dashboard.html'),
  page([shellKey, DASHBOARD], DASHBOARD_START_REQUESTS),
);
// Vite's manifest was for this script only: no reason to serve the module graph.
rmSync(manifestDir, { recursive: true });
console.log(
  `signed-in.html and dashboard.html: ${SHELL_START_REQUESTS.length} and ` +
    `${DASHBOARD_START_REQUESTS.length} requests preloaded`,
);
