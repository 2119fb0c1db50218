import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration, type ViteUserConfig } from 'vitest/config';
import { aliases } from './vite.aliases';
import { resolvePostgresUrl } from './scripts/postgres-probe';

/**
 * Three projects: pure unit tests, the API suite on SQLite, and the same API suite on
 * PostgreSQL whenever one answers (TEST_DATABASE_URL, else the local default).
 */
export default defineConfig(async () => {
  const postgresUrl = await resolvePostgresUrl();
  const apiProject = (name: string, env: Record<string, string>): TestProjectConfiguration => ({
    extends: true,
    test: { name, include: ['src/server/**/*.test.ts'], env },
  });
  const config: ViteUserConfig = {
    resolve: { alias: aliases },
    test: {
      // Vitest leaves one core free by default; on a two-core machine that halves the speed of a
      // run that has the machine to itself.
      maxWorkers: availableParallelism(),
      testTimeout: 20_000,
      hookTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/core/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          },
        },
        apiProject('api-sqlite', { TEST_ENGINE: 'sqlite' }),
        ...(postgresUrl
          ? [
              apiProject('api-postgres', {
                TEST_ENGINE: 'postgres',
                TEST_DATABASE_URL: postgresUrl,
              }),
            ]
          : []),
      ],
    },
  };
  return config;
});
