import { normalizeEmail } from '@core/auth';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createUserStore } from './features/auth/user-store';

const USAGE = 'usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL';

/** Grants or revokes admin rights for an existing account, in whichever database is configured. */
async function main(argv: string[]): Promise<number> {
  const [action, rawEmail] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const email = normalizeEmail(rawEmail);
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const changed = await createUserStore(database.db).setAdmin(email, action === 'grant');
    if (!changed) {
      console.error(`No account with the email ${email}. They need to create an account first.`);
      return 1;
    }
    console.log(
      action === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`,
    );
    if (action === 'revoke' && config.adminEmails.has(email)) {
      console.log(`Note: ${email} is listed in ADMIN_EMAILS, so they stay an admin while it is.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
