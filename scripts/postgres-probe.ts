// Finds the PostgreSQL the API suite should also run on: TEST_DATABASE_URL, else the local
// default. Prints one line saying which, so a skipped engine is never silent.
import pg from 'pg';

const LOCAL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/test';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function resolvePostgresUrl(): Promise<string | undefined> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    if (await answers(configured)) {
      console.log(`API tests: SQLite and PostgreSQL (TEST_DATABASE_URL)`);
      return configured;
    }
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer there`);
  }
  if (await answers(LOCAL_DEFAULT)) {
    console.log(`API tests: SQLite and PostgreSQL (${LOCAL_DEFAULT})`);
    return LOCAL_DEFAULT;
  }
  console.log('API tests: SQLite only (no PostgreSQL answered; set TEST_DATABASE_URL to add it)');
  return undefined;
}
