// Bundles the server (and the admin, backup and restore commands) into dist/server,
// pre-compresses the client's assets so they are served without compressing on every request,
// and stamps the build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    'admin-cli': path.join(root, 'src/server/admin-cli.ts'),
    'backup-cli': path.join(root, 'src/server/backup/backup-cli.ts'),
    'restore-cli': path.join(root, 'src/server/backup/restore-cli.ts'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|ttf)$/;
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}
for (const file of files(path.join(root, 'dist/client'))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
