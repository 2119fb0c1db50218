import { backupDirectory, readBackupTarget } from './backup-config';
import { createBackup } from './backup';
import { formatSize } from './file-names';

const HELP = `usage: npm run backup -- [DIRECTORY]

Writes a consistent copy of Cairn's database while Cairn keeps running:
  embedded (DATA_DIR/cairn.sqlite)  -> DIRECTORY/cairn-YYYYMMDD-HHMMSS.sqlite
  PostgreSQL (DATABASE_URL set)     -> DIRECTORY/cairn-YYYYMMDD-HHMMSS.pgdump (pg_dump --format=custom)
The time in the name is UTC. DIRECTORY defaults to BACKUP_DIR, else ./backups.
Restore with: npm run restore -- FILE --yes (stop Cairn first).`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const positional = argv.filter((arg) => !arg.startsWith('-'));
  if (positional.length > 1 || positional.length !== argv.length) {
    console.error(HELP);
    return 2;
  }
  const target = readBackupTarget();
  const { file, bytes } = await createBackup(target, backupDirectory(positional[0]));
  console.log(`Backup written: ${file} (${formatSize(bytes)})`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Backup failed: ${message.split('\n')[0]!.trim()}`);
    process.exit(1);
  },
);
