import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { aliases } from './vite.aliases';

export const REMINDER_WORKER_FILE = 'reminder-worker.js';

/**
 * Builds src/client/sw/reminder-worker.ts into /reminder-worker.js beside the generated service
 * worker, which loads it with importScripts (workbox.importScripts in vite.config.ts). A
 * classic script, as importScripts needs; the workbox glob precaches it with the app shell.
 */
export function reminderWorker(): Plugin {
  return {
    name: 'cairn-reminder-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [new URL('./src/client/sw/reminder-worker.ts', import.meta.url).pathname],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        alias: aliases,
        logLevel: 'warning',
      });
      this.emitFile({
        type: 'asset',
        fileName: REMINDER_WORKER_FILE,
        source: result.outputFiles[0]!.text,
      });
    },
  };
}
