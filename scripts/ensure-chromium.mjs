// The browser tests drive Debian's Chromium (browser downloads are not possible here).
// Installs it when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log("Chromium is missing: installing Debian's chromium package...");
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM}`);
    process.exit(1);
  }
}
