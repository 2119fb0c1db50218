// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './build-state.mjs';
import { spawnServer } from './server-process.mjs';

process.chdir(path.resolve(import.meta.dirname, '..'));

if (buildIsStale()) {
  console.log('Building Cairn (first start, or the sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnServer({ stdio: 'inherit' });
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
