import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteFile } from './sqlite-driver';

const dir = mkdtempSync(path.join(tmpdir(), 'cairn-sqlite-driver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** SQLite's numbers for the levels: 1 NORMAL, 2 FULL. */
function synchronousOf(level?: 'normal' | 'full') {
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
  it('waits for the disk on every commit (FULL) unless asked for NORMAL, in WAL mode either way', () => {
    expect(synchronousOf()).toEqual({ synchronous: 2, journalMode: 'wal' });
    expect(synchronousOf('full')).toEqual({ synchronous: 2, journalMode: 'wal' });
    expect(synchronousOf('normal')).toEqual({ synchronous: 1, journalMode: 'wal' });
  });
});
