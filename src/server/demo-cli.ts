import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createDemoAccount, demoSummary } from './demo-account';

/** Creates or refreshes the demo account in whichever database is configured (as npm start). */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const account = await createDemoAccount(database);
    console.log(demoSummary(account, `http://${config.host}:${config.port}`));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
