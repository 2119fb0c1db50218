import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './vite.aliases';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 5000,
    host: '127.0.0.1',
    strictPort: true,
    // The dev script runs the API on 5001; the browser only ever talks to this origin.
    proxy: { '/api': { target: 'http://127.0.0.1:5001' } },
  },
});
