import { userInfo } from 'node:os';
import { normalizeEmail } from '@core/auth';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { setAdminRights } from './features/admin/admin-rights';

const USAGE = 'usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL';

/** The audit log's "who" for the command line: the operating-system account that ran it. */
function cliActor(): { userId: null; label: string } {
  let name: string;
  try {
    name = userInfo().username;
  } catch {
    // No passwd entry (some containers): fall back to the environment.
    name = process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
  return { userId: null, label: `cli:${name}` };
}

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
    const grant = action === 'grant';
    const result = await setAdminRights(database.db, {
      email,
      isAdmin: grant,
      actor: cliActor(),
    });
    if (result === 'no-account') {
      console.error(`No account with the email ${email}. They need to create an account first.`);
      return 1;
    }
    if (result === 'unchanged') {
      console.log(grant ? `${email} is already an admin.` : `${email} is not an admin.`);
    } else {
      console.log(grant ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    }
    if (!grant && config.adminEmails.has(email)) {
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
