import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_SKIPPED_MESSAGE,
  FILE_EMPTY_MESSAGE,
  FILE_UNREADABLE_MESSAGE,
  MAPPING_NEEDED_MESSAGE,
  type ImportEvent,
  type ImportPreview,
} from '@core/file-import';
import type { JournalEntry } from '@core/journal';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { call, exportOf, rowCounts, type Who } from '../data-export/test-data';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../core/import-formats/fixtures/${name}`, import.meta.url), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = () => registerUser(t.app, { timeZone: 'Europe/London' });

function send(who: Who | null, url: string, body: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({
    method: 'POST',
    url: search ? `${url}?${search}` : url,
    headers: { 'content-type': 'text/csv', ...(who ? { cookie: who.cookie } : {}) },
    payload: body,
  });
}
const preview = (who: Who | null, body: string, query?: Record<string, string>) =>
  send(who, '/api/import/preview', body, query);
const importFile = (who: Who | null, body: string, query?: Record<string, string>) =>
  send(who, '/api/import/file', body, query);

/** The answer's lines, the last being the result (or why nothing was stored). */
function events(body: string): ImportEvent[] {
  return body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);
}
function resultOf(body: string) {
  const last = events(body).at(-1);
  if (last?.type !== 'done') throw new Error(`not done: ${body}`);
  return last.result;
}
const entriesOf = async (who: Who) =>
  (await call(t, who, 'GET', '/api/journal-entries')).json() as JournalEntry[];

const GENERIC = fixture('generic-diary.csv');
const GENERIC_MAPPING = {
  date: 'Date',
  dateOrder: 'dmy',
  time: 'Time',
  pain: 'Pain (1-5)',
  painScale: '1-5',
  notes: 'Notes',
};

describe('POST /api/import/preview', () => {
  it('says what a Bearable file holds, which rows cannot be imported and why, and stores nothing', async () => {
    const ada = await person();
    const before = await rowCounts(t, ada.user.id);
    const response = await preview(ada, fixture('bearable.csv'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ImportPreview;
    expect(answer.format).toEqual({
      id: 'bearable-csv',
      label: expect.stringContaining('Bearable'),
    });
    expect(answer.needsMapping).toBe(false);
    expect(answer.firstDate).toBe('2024-03-28');
    // The last day with an entry (2 April has a dose only).
    expect(answer.lastDate).toBe('2024-04-01');
    expect(answer.entries).toBeGreaterThan(0);
    expect(answer.doseLogs).toBeGreaterThan(0);
    expect(answer.alreadyThere).toBe(0);
    const reasons = answer.skipped.map((row) => row.row);
    // Pain 14 (row 23), the row without a date (34) and the one on 30 February (43).
    expect(reasons).toEqual(expect.arrayContaining([23, 34, 43]));
    expect(answer.skippedCount).toBe(answer.skipped.length);
    expect(await rowCounts(t, ada.user.id)).toEqual(before);
  });

  it('asks for a mapping for a CSV Cairn does not know, with the header, first rows and a guess', async () => {
    const ada = await person();
    const response = await preview(ada, GENERIC);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ImportPreview;
    expect(answer.format.id).toBe('generic-csv');
    expect(answer.needsMapping).toBe(true);
    expect(answer.header?.[0]).toBe('Date');
    expect(answer.sampleRows).toHaveLength(5);
    expect(answer.sampleRows?.[0]?.[0]).toBe('20/03/2025');
    expect(answer.mapping?.date).toBe('Date');
    expect(answer.entries).toBe(0);
  });

  it('refuses what is not an import, naming the problem', async () => {
    const ada = await person();
    const cases: [string, Record<string, string>, number, string][] = [
      ['', {}, 400, FILE_EMPTY_MESSAGE],
      ['   \n  ', {}, 400, FILE_EMPTY_MESSAGE],
      ['{"resourceType":"Patient"}', {}, 400, FILE_UNREADABLE_MESSAGE],
      ['{"format": ', {}, 400, 'The file is not valid JSON'],
      [GENERIC, { mapping: '{not json' }, 400, 'mapping: mapping must be JSON text'],
      [
        GENERIC,
        { mapping: JSON.stringify({ ...GENERIC_MAPPING, painScale: '0-7' }) },
        400,
        'mapping.painScale',
      ],
      [GENERIC, { mapping: JSON.stringify({ ...GENERIC_MAPPING, date: '' }) }, 400, 'mapping.date'],
      [GENERIC, { skipBadRows: 'yes' }, 400, 'skipBadRows'],
      [
        JSON.stringify({
          format: 'cairn-export',
          version: 1,
          journalEntries: [{ id: 'e', painLevel: 12 }],
        }),
        {},
        400,
        'journalEntries.0',
      ],
    ];
    for (const [body, query, status, message] of cases) {
      const response = await preview(ada, body, query);
      expect(response.statusCode, `${body.slice(0, 30)} ${JSON.stringify(query)}`).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const big = 'Date,Pain\n' + '2025-01-01,5\n'.repeat(2_000_000);
    const tooLarge = await preview(ada, big);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is for signed-in people only', async () => {
    expect((await preview(null, GENERIC)).statusCode).toBe(401);
    expect((await importFile(null, GENERIC)).statusCode).toBe(401);
  });
});

describe('POST /api/import/file', () => {
  it('stores nothing while rows would be skipped without the person saying so', async () => {
    const ada = await person();
    const before = await rowCounts(t, ada.user.id);
    const response = await importFile(ada, fixture('bearable.csv'));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(CONFIRM_SKIPPED_MESSAGE);
    expect(await rowCounts(t, ada.user.id)).toEqual(before);
  });

  it('imports a Bearable file with the bad rows skipped, reports progress, and adds nothing the second time', async () => {
    const ada = await person();
    const grace = await person();
    const graceBefore = await rowCounts(t, grace.user.id);
    const planned = (await preview(ada, fixture('bearable.csv'))).json() as ImportPreview;
    const response = await importFile(ada, fixture('bearable.csv'), { skipBadRows: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = events(response.body);
    expect(lines.filter((line) => line.type === 'progress').length).toBeGreaterThan(0);
    const result = resultOf(response.body);
    expect(result.format.id).toBe('bearable-csv');
    expect(result.entries).toBe(planned.entries);
    expect(result.doseLogs).toBe(planned.doseLogs);
    expect(result.skippedRows).toBe(planned.skippedCount);

    const entries = await entriesOf(ada);
    expect(entries.map((entry) => entry.date).sort()[0]).toBe('2024-03-28');
    expect(entries).toHaveLength(planned.entries);
    // Privacy: nobody else's account changed.
    expect(await rowCounts(t, grace.user.id)).toEqual(graceBefore);

    // The same file again: everything is already there.
    const again = (await preview(ada, fixture('bearable.csv'))).json() as ImportPreview;
    expect(again.alreadyThere).toBe(planned.entries + planned.medications + planned.doseLogs);
    const second = resultOf(
      (await importFile(ada, fixture('bearable.csv'), { skipBadRows: 'true' })).body,
    );
    expect([second.entries, second.medications, second.doseLogs]).toEqual([0, 0, 0]);
    expect(await entriesOf(ada)).toHaveLength(planned.entries);
  });

  it('imports a CSV by its mapping, converts the pain scale, and remembers the mapping', async () => {
    const ada = await person();
    const refused = await importFile(ada, GENERIC, { skipBadRows: 'true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MAPPING_NEEDED_MESSAGE);

    const mapping = JSON.stringify(GENERIC_MAPPING);
    const planned = (await preview(ada, GENERIC, { mapping })).json() as ImportPreview;
    expect(planned.needsMapping).toBe(false);
    expect(planned.conversions.join(' ')).toContain('1-5');
    const response = await importFile(ada, GENERIC, { mapping, skipBadRows: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response.body).entries).toBe(planned.entries);

    const first = (await entriesOf(ada)).find(
      (entry) => entry.date === '2025-03-20' && entry.kind === 'journal',
    );
    // 3 on 1-5 is 5 on 0-10; 08:00 in London on 20 March is 08:00 UTC.
    expect(first?.painLevel).toBe(5);
    expect(first?.createdAt).toBe('2025-03-20T08:00:00.000Z');

    const remembered = (await preview(ada, GENERIC)).json() as ImportPreview;
    expect(remembered.needsMapping).toBe(true);
    expect(remembered.mapping).toEqual(GENERIC_MAPPING);
  });

  it('imports a Cairn export, restoring what it holds', async () => {
    const ada = await person();
    const entry = await call(t, ada, 'POST', '/api/journal-entries', {
      date: '2026-01-05',
      painLevel: 4,
      journalEntry: 'Κάλη μέρα, Łódź.',
    });
    expect(entry.statusCode).toBe(201);
    const file = JSON.stringify(await exportOf(t, ada));
    const grace = await person();
    const planned = (await preview(grace, file)).json() as ImportPreview;
    expect(planned).toMatchObject({
      format: { id: 'cairn-json' },
      entries: 1,
      firstDate: '2026-01-05',
    });
    const response = await importFile(grace, file);
    expect(resultOf(response.body).summary).toBe('Imported 1 entry and 0 medications.');
    expect((await entriesOf(grace)).map((e) => e.journalEntry)).toEqual(['Κάλη μέρα, Łódź.']);
  });
});
