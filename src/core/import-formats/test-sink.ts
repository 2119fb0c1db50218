import type {
  ImportCustomTag,
  ImportJournalEntry,
  ImportMedication,
  ImportMedicationLog,
  ImportPegCheckin,
} from '../data-import';
import { createCsvReader } from './csv-reader';
import { detectCsvFormat } from './csv-formats';
import type { CsvFormat, CsvRowReader, ImportOptions, ImportSink, SkippedRow } from './types';

/** A sink for tests: every record in arrays, in the order handed over. */
export interface CollectingSink extends ImportSink {
  entries: ImportJournalEntry[];
  medications: ImportMedication[];
  doses: ImportMedicationLog[];
  tags: ImportCustomTag[];
  pegCheckins: ImportPegCheckin[];
  skipped: SkippedRow[];
  conversions: string[];
}

export function collectingSink(): CollectingSink {
  const sink: CollectingSink = {
    entries: [],
    medications: [],
    doses: [],
    tags: [],
    pegCheckins: [],
    skipped: [],
    conversions: [],
    entry: (entry) => void sink.entries.push(entry),
    medication: (medication) => void sink.medications.push(medication),
    dose: (log) => void sink.doses.push(log),
    tag: (tag) => void sink.tags.push(tag),
    pegCheckin: (checkin) => void sink.pegCheckins.push(checkin),
    skip: (row) => void sink.skipped.push(row),
    conversion: (note) => void sink.conversions.push(note),
  };
  return sink;
}

/**
 * A CSV text read the way the import reads a file: tokenized in chunks of `chunkSize`
 * characters (the whole text at once when left out), the first record taken as the header,
 * the format told by it (or the one given), and every later record handed to its reader.
 */
export function readCsvText(
  text: string,
  options: ImportOptions,
  { format, chunkSize }: { format?: CsvFormat; chunkSize?: number } = {},
): CollectingSink & { format: CsvFormat | null } {
  const sink = collectingSink();
  const state: { format: CsvFormat | null; reader: CsvRowReader | null } = {
    format: format ?? null,
    reader: null,
  };
  const csv = createCsvReader((cells, line) => {
    if (state.reader) return state.reader.row(cells, line);
    state.format ??= detectCsvFormat(cells);
    if (!state.format) throw new Error(`No CSV format reads the header ${cells.join(',')}`);
    state.reader = state.format.start(cells, options, sink);
  });
  const size = chunkSize ?? (text.length || 1);
  for (let i = 0; i < text.length; i += size) csv.push(text.slice(i, i + size));
  csv.end();
  state.reader?.finish();
  return Object.assign(sink, { format: state.format });
}
