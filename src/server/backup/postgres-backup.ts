import { spawn } from 'node:child_process';
import { BackupError } from './errors';

export interface PostgresTarget {
  url: string;
  /** Only this schema (the tests keep each database in a schema of their own). */
  schema?: string;
}

/** `pg_dump --format=custom` of the database (or one schema of it) into `destination`. */
export async function dumpPostgres(target: PostgresTarget, destination: string): Promise<void> {
  const { dbname, env } = libpqConnection(target.url);
  await runTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-password',
      `--file=${destination}`,
      ...(target.schema ? [`--schema=${target.schema}`] : []),
      `--dbname=${dbname}`,
    ],
    env,
  );
}

/**
 * `pg_restore --clean --if-exists --no-owner` of a custom-format dump into the database. Also
 * `--single-transaction`, so a restore that fails part way changes nothing; and
 * `--no-privileges`, so grants to roles the restoring server lacks cannot stop it (Cairn sets no
 * grants of its own). The dump says which schema its tables belong in. A whole-database dump
 * never drops the public schema, so tables it does not hold are left alone; a one-schema dump
 * drops and recreates its schema, which fails (changing nothing) while the schema holds tables
 * the dump does not.
 */
export async function restorePostgres(target: PostgresTarget, file: string): Promise<void> {
  const { dbname, env } = libpqConnection(target.url);
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/**
 * The URL without its password, which goes to the tool in PGPASSWORD instead: an argument is
 * visible to every user of the machine in `ps`, the environment is not.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BackupError('DATABASE_URL is not a valid URL.');
  }
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64_000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed (or not on PATH): install the PostgreSQL client tools, ` +
                `of the server's major version or newer (Debian and Ubuntu: apt-get install postgresql-client).`,
            )
          : new BackupError(`${tool} could not be started: ${error.message}`),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const status = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      reject(new BackupError(`${tool} ${status}: ${mainLine(stderr) || 'no message'}`));
    });
  });
}

/** The line of the tool's output that says what went wrong, on one line. */
function mainLine(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /\berror:/.test(line)) ?? lines.at(-1) ?? '';
}
