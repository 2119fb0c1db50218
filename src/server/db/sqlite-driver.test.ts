import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteFile, type SqliteSynchronous } from './sqlite-driver';

const dir = mkdtempSync(path.join(tmpdir(), 'cairn-sqlite-driver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** SQLite's numbers for its levels: 1 NORMAL, 2 FULL. */
function synchronousOf(level?: SqliteSynchronous) {
  const database = openSqliteFile(path.join(dir, `${level ?? 'default'}.sqlite`), {
    synchronous: level,
  });
  try {
    return {
      synchronous: database.raw.pragma('synchronous', { simple: true }),
      journalMode: database.raw.pragma('journal_mode', { simple: true }),
    };
  } finally {
    database.close();
  }
}

describe('openSqliteFile', () => {
  it('runs SQLite at NORMAL for group commit (the default) and at NORMAL or FULL when asked, in WAL mode', () => {
    expect(synchronousOf()).toEqual({ synchronous: 1, journalMode: 'wal' });
    expect(synchronousOf('group')).toEqual({ synchronous: 1, journalMode: 'wal' });
    expect(synchronousOf('full')).toEqual({ synchronous: 2, journalMode: 'wal' });
    expect(synchronousOf('normal')).toEqual({ synchronous: 1, journalMode: 'wal' });
  });
});
