import type { FileImportResult, ImportEvent } from '../src/core/file-import';
import { BEARABLE_CSV } from '../src/core/import-formats/bearable-csv';
import { createCsvReader } from '../src/core/import-formats/csv-reader';
import type { CsvRowReader, ImportSink } from '../src/core/import-formats/types';
import { signUp, type RunningServer } from './server-process';

/**
 * Issue 21's budget: a 50,000-row file from another app imports in under 30 seconds with flat
 * memory (read as a stream, planned and written in batches). The file is a Bearable export of
 * about 17 years, eight readings a day. Reading it with the same reader in this process, storing
 * nothing, is the baseline the import is set against.
 */
const ROWS = 50_000;
const BUDGET_SECONDS = 30;
const BUDGET_RSS_GROWTH_MB = 100;
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER BUDGET');

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Eight readings a day, newest day first as Bearable writes them. */
function bearableExport(rows: number): string {
  const lines = [
    'date, date formatted, weekday, time of day, category, rating/amount, detail, notes',
  ];
  const end = Date.UTC(2026, 10, 20);
  for (let day = 0; lines.length <= rows; day += 1) {
    const when = new Date(end - day * 86_400_000);
    const iso = when.toISOString().slice(0, 10);
    const [y, m, d] = iso.split('-');
    const prefix = `${iso}, ${d}/${m}/${y}, ${WEEKDAYS[when.getUTCDay()]}`;
    const pain = (day * 7) % 11;
    const readings = [
      `am, Pain, ${pain}, Lower back, stiff`,
      `pm, Pain, ${(pain + 3) % 11}, Left knee, "after the walk, slowly"`,
      `am, Mood, ${1 + (day % 10)}, , `,
      `am, Symptoms, ${day % 4}, Fatigue, `,
      `am, Medication, 1, Naproxen 250 mg, with food`,
      `all day, Factors, , Coffee | Walk, `,
      `, Sleep, ${6 + (day % 3)}, , `,
      `pm, Energy, ${day % 5}, , `,
    ];
    for (const reading of readings) if (lines.length <= rows) lines.push(`${prefix}, ${reading}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Rows a second through the reader alone, handing records to nowhere. */
function readerBaseline(text: string): number {
  const sink: ImportSink = {
    entry() {},
    medication() {},
    dose() {},
    tag() {},
    pegCheckin() {},
    skip() {},
    conversion() {},
  };
  const started = performance.now();
  let reader: CsvRowReader | null = null;
  const csv = createCsvReader((cells, line) => {
    if (!reader) reader = BEARABLE_CSV.start(cells, { timeZone: 'Europe/London' }, sink);
    else reader.row(cells, line);
  });
  for (let at = 0; at < text.length; at += 65_536) csv.push(text.slice(at, at + 65_536));
  csv.end();
  (reader as CsvRowReader | null)?.finish();
  return ROWS / ((performance.now() - started) / 1000);
}

export async function benchFileImport(server: RunningServer): Promise<void> {
  const text = bearableExport(ROWS);
  const cookie = await signUp(server.url);
  const rssBefore = server.rssMb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 100);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/import/file?skipBadRows=true`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: text,
  });
  const lines = (await response.text()).trim().split('\n');
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const last = JSON.parse(lines.at(-1) ?? '{}') as ImportEvent;
  if (response.status !== 200 || last.type !== 'done') {
    throw new Error(`file import failed: ${response.status} ${lines.at(-1)}`);
  }
  const result: FileImportResult = last.result;
  const rate = ROWS / seconds;
  const baseline = readerBaseline(text);
  const growth = rssPeak - rssBefore;
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  console.log(
    `\nImport from another app: a Bearable CSV of ${n(ROWS)} rows (${(text.length / 1e6).toFixed(1)} MB)`,
  );
  console.log(
    `${n(result.entries)} entries, ${n(result.doseLogs)} dose logs, ${n(lines.length - 1)} progress reports`,
  );
  console.log(
    `import ${seconds.toFixed(1)} s: ${n(rate)} rows/s, ${(rate / baseline).toFixed(3)} of reading it alone ` +
      `(${n(baseline)}/s) (budget < ${BUDGET_SECONDS} s) ${verdict(seconds < BUDGET_SECONDS)}`,
  );
  console.log(
    `server RSS: ${rssBefore} MB before, peak ${rssPeak} MB, +${growth} MB (budget <= ${BUDGET_RSS_GROWTH_MB}) ${verdict(growth <= BUDGET_RSS_GROWTH_MB)}`,
  );
}
