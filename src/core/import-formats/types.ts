import type {
  ImportCustomTag,
  ImportJournalEntry,
  ImportMedication,
  ImportMedicationLog,
  ImportPegCheckin,
} from '../data-import';

/**
 * The contract between the readers of other apps' files (one module per format in this folder)
 * and the import pipeline on the server. Readers are pure: they get text (CSV rows one at a
 * time, or a parsed JSON document) and hand records to a sink; they never do I/O.
 *
 * Every record a reader hands over has already passed the matching schema of
 * `importRecordSchemas` (data-import.ts), so it is one the app itself would store. A row that
 * cannot become such a record is reported with `skip` and its reason, naming the field.
 *
 * Ids in records are references within the file only (the server makes new ones), so readers
 * choose stable ids of their own: `row-17`, `med-naproxen`. Idempotence rests on the same
 * natural keys as Cairn's own import (import-plan.ts): one journal a day by date; a quick or
 * emergency log by kind, date and createdAt; a medication by name and start date; a dose by
 * its medication and takenAt; a tag by name. A reader must therefore produce the same
 * createdAt, startDate and takenAt for the same file every time (never the clock).
 */

export type ImportFormatId =
  | 'cairn-json'
  | 'cairn-csv'
  | 'cairn-fhir'
  | 'crisiscore-csv'
  | 'crisiscore-json'
  | 'crisiscore-fhir'
  | 'bearable-csv'
  | 'flaredown-csv'
  | 'generic-csv';

/** A row the import leaves out, as the preview lists it: "Row 17: it has no date". */
export interface SkippedRow {
  /**
   * Where it is in the file as a person finds it: the spreadsheet row number for CSV (the
   * header is row 1, so the first data row is 2), the 1-based item number in a JSON list.
   */
  row: number;
  /** Plain words, naming the field: "it has no date", "Pain level 14 is outside 0-10". */
  reason: string;
}

export interface ImportSink {
  entry(entry: ImportJournalEntry): void;
  /** Each medication once, before the first dose that refers to it. */
  medication(medication: ImportMedication): void;
  /** medicationId is the id of a medication handed over earlier. */
  dose(log: ImportMedicationLog): void;
  /** Each tag once (the entries carry the tag names in customTags). */
  tag(tag: ImportCustomTag): void;
  /** A weekly PEG check-in (only Cairn's own FHIR file carries them). */
  pegCheckin(checkin: ImportPegCheckin): void;
  skip(row: SkippedRow): void;
  /**
   * A sentence the preview shows about how values were changed to fit Cairn, once per kind:
   * "Pain on Flaredown's 0-4 scale is shown on Cairn's 0-10 scale (x2.5, rounded)."
   */
  conversion(note: string): void;
}

/** What every reader is given besides the file. */
export interface ImportOptions {
  /**
   * The account's IANA time zone: a file's local dates and times without an offset are read
   * as this zone's (zonedInstant in time-zone.ts); a day without a time is taken at 12:00.
   */
  timeZone: string;
  /** Only for the generic CSV reader: which column holds what (generic-csv.ts). */
  mapping?: ColumnMapping;
}

/** Reads the data rows of a CSV file after its header, one at a time (flat memory). */
export interface CsvRowReader {
  /** `line` is the spreadsheet row number of this record (see SkippedRow.row). */
  row(cells: readonly string[], line: number): void;
  /** After the last row: hands over whatever was held back (a day gathered from several rows). */
  finish(): void;
}

export interface CsvFormat {
  id: ImportFormatId;
  /** As the preview names it: "Bearable (CSV)". */
  label: string;
  /** Whether a header row is this format's (case and surrounding spaces ignored). */
  matches(header: readonly string[]): boolean;
  start(header: readonly string[], options: ImportOptions, sink: ImportSink): CsvRowReader;
}

export interface JsonFormat {
  id: ImportFormatId;
  label: string;
  matches(document: unknown): boolean;
  read(document: unknown, options: ImportOptions, sink: ImportSink): void;
}

/** Pain scales another app or a spreadsheet may use; converted to Cairn's 0-10 (scales.ts). */
export type PainScale = '0-10' | '1-10' | '0-5' | '1-5' | '0-4' | '0-100';

/** Date order of a date written without a year first (03/04/2025). */
export type DateOrder = 'ymd' | 'dmy' | 'mdy';

/**
 * The generic CSV reader's column choice, as the mapping step makes it. Columns are named by
 * their header text exactly as in the file. Only `date` is required.
 */
export interface ColumnMapping {
  date: string;
  dateOrder: DateOrder;
  /** A separate time column ("08:30", "8:30 PM"); without it entries are taken at 12:00. */
  time?: string;
  pain?: string;
  painScale: PainScale;
  /** Mood on 1-5 (Cairn's) unless moodScale says otherwise. */
  mood?: string;
  moodScale?: '1-5' | '1-10' | '0-10';
  sleepHours?: string;
  notes?: string;
  /** A list separated by ";" or ",": tags, symptoms, body locations (by Cairn's part names). */
  tags?: string;
  symptoms?: string;
  locations?: string;
  /** A medication name column: a dose taken at the row's time. */
  medication?: string;
}
