// Whether dist/ is missing or older than any source the build reads.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vite.aliases.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(target)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    latest = Math.max(latest, newest(path.join(target, name)));
  }
  return latest;
}

export function buildIsStale() {
  const stamp = path.join(root, 'dist/.build-stamp');
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/main.js'))) return true;
  const built = statSync(stamp).mtimeMs;
  return INPUTS.some((input) => newest(path.join(root, input)) > built);
}
