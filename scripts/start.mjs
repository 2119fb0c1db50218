// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

if (buildIsStale()) {
  console.log('Building Cairn (first start, or the sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
