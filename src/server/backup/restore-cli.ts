import path from 'node:path';
import { readBackupTarget } from './backup-config';
import { restoreBackup } from './backup';

const HELP = `usage: npm run restore -- FILE --yes

Replaces Cairn's database with the backup FILE made by npm run backup.
Stop Cairn first (every instance, when several share PostgreSQL), restore, then start it again:
a running Cairn would keep writing to the database being replaced.
  embedded: FILE (.sqlite) is checked, then put in place of DATA_DIR/cairn.sqlite
  PostgreSQL (DATABASE_URL set): pg_restore --clean --if-exists --no-owner of FILE (.pgdump)
Everything written since the backup was taken is lost. --yes confirms that Cairn is stopped.`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const confirmed = argv.includes('--yes');
  const positional = argv.filter((arg) => !arg.startsWith('-'));
  const unknown = argv.filter((arg) => arg.startsWith('-') && arg !== '--yes');
  if (positional.length !== 1 || unknown.length > 0) {
    console.error(HELP);
    return 2;
  }
  if (!confirmed) {
    console.error(`${HELP}\n\nNothing was changed: add --yes once Cairn is stopped.`);
    return 2;
  }
  const file = path.resolve(positional[0]!);
  const target = readBackupTarget();
  await restoreBackup(target, file);
  const into = target.engine === 'sqlite' ? target.file : 'the PostgreSQL database';
  console.log(`Restored ${file} into ${into}. Start Cairn again.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Restore failed: ${message.split('\n')[0]!.trim()}`);
    process.exit(1);
  },
);
