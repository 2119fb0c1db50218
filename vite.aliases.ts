import { fileURLToPath } from 'node:url';

/** Import aliases shared by Vite, Vitest and the server bundle (mirrors tsconfig "paths"). */
export const aliases = {
  '@core': fileURLToPath(new URL('./src/core', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};
