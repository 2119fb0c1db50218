import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './vite.aliases';
import { entryChunk, firstLoadChunks } from './vite.first-load-chunks';
import { lucideIconImports, lucideIconKeys } from './vite.lucide-icons';
import { REMINDER_WORKER_FILE, reminderWorker } from './vite.reminder-worker';

const THEME_COLOR = '#0f766e';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    lucideIconImports(),
    lucideIconKeys(),
    reminderWorker(),
    tailwindcss(),
    VitePWA({
      // The app shows "A new version of Cairn is available" and reloads only when asked.
      registerType: 'prompt',
      // Registered from main.tsx after the first render, on the plain ServiceWorker API.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        id: '/',
        name: 'Cairn',
        short_name: 'Cairn',
        description: 'A private pain journal: track pain, symptoms, medications and moods.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell and static assets only. API answers are never stored by the service
        // worker (the app keeps its own per-user query cache, cleared at sign-out).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The PDF's fonts (2 MB) are not precached for everyone: kept once a PDF was made, so
        // the next one can be made offline.
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/]+\.ttf$/,
            handler: 'CacheFirst',
            options: { cacheName: 'cairn-pdf-fonts', expiration: { maxEntries: 8 } },
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // Reminders: shows push messages and acts on their buttons (src/client/sw).
        importScripts: [`/${REMINDER_WORKER_FILE}`],
        cleanupOutdatedCaches: true,
        // A new worker waits until the user presses Reload (prompt flow), then takes over.
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ],
  resolve: {
    alias: {
      ...aliases,
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/client/lib/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Read (and removed) by scripts/write-signed-in-pages.ts, for the signed-in start's chunks.
    manifest: true,
    // index.html keeps its modulepreload links; dynamic imports carry no dependency lists, which
    // cost 3 KB of every first load (docs/decisions/0003-client-first-load.md).
    modulePreload: {
      // The modulepreload polyfill (0.35 KB in every first load) only serves browsers older than
      // Safari 17 and Firefox 115; they still run the app, fetching those scripts when imported.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: { output: { codeSplitting: { groups: [entryChunk, firstLoadChunks] } } },
  },
  server: {
    port: 5000,
    host: '127.0.0.1',
    strictPort: true,
    // The dev script runs the API on 5001; the browser only ever talks to this origin.
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001',
        // The client's own modules live in src/client/api/ and so are served under /api/ too:
        // those stay with Vite, only real API calls go to the server.
        bypass: (request) =>
          /\.(tsx?|jsx?)(\?|$)/.test(request.url ?? '') ? request.url : undefined,
      },
    },
  },
});
