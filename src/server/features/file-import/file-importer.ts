import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { importSummary } from '@core/data-export';
import { importFileSchema, importHeaderSchema } from '@core/data-import';
import {
  FILE_EMPTY_MESSAGE,
  FILE_UNREADABLE_MESSAGE,
  fileImportSummary,
  MAPPING_NEEDED_MESSAGE,
  SAMPLE_ROWS,
  type FileImportResult,
  type ImportFormatInfo,
  type ImportPreview,
} from '@core/file-import';
import { createCsvReader } from '@core/import-formats/csv-reader';
import { detectCsvFormat, GENERIC_CSV } from '@core/import-formats/csv-formats';
import { headerSignature, suggestMapping } from '@core/import-formats/generic-csv';
import { detectJsonFormat } from '@core/import-formats/json-formats';
import type { ColumnMapping, CsvRowReader } from '@core/import-formats/types';
import type { ApiUser } from '@core/user';
import { isUniqueViolation } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import { conflict, HttpError } from '../../http-errors';
import { parseInput } from '../../validate';
import { planImport, type ExistingKeys } from '../data-export/import-plan';
import { IMPORT_RACE_MESSAGE, type DataService } from '../data-export/service';
import { insertInChunks, writePegCheckins, type DataStore } from '../data-export/store';
import { fileText, type FileKind } from './file-text';
import { createForeignSink, type ForeignSink } from './foreign-sink';
import type { MappingStore } from './mapping-store';
import { createStreamedPlan, type ForeignRows, type StreamedPlan } from './streamed-plan';

/** Rows planned before they are written: large enough to be quick, small enough to stay flat. */
const BATCH_ROWS = 1_000;
const CAIRN_JSON: ImportFormatInfo = { id: 'cairn-json', label: 'Cairn export (JSON)' };

export interface ImportChoices {
  mapping?: ColumnMapping;
  skipBadRows: boolean;
}

export interface Progress {
  bytes: number;
  rows: number;
}

type Body = AsyncIterable<Buffer | string>;

async function insertRows(trx: Kysely<DatabaseSchema>, rows: ForeignRows): Promise<void> {
  // Medications before the doses that refer to them.
  await insertInChunks(trx, 'journal_entries', rows.entries);
  await insertInChunks(trx, 'medications', rows.medications);
  await insertInChunks(trx, 'medication_logs', rows.logs);
  await insertInChunks(trx, 'custom_tags', rows.tags);
}

/**
 * Reads a file of any supported format (import-formats/) as it arrives, plans it against the
 * account in batches, and either reports what it would add (preview) or adds it in one
 * transaction (import), so a file that fails as a whole stores nothing.
 */
export function createFileImporter(deps: {
  db: Kysely<DatabaseSchema>;
  data: DataStore;
  service: DataService;
  mappings: MappingStore;
}) {
  interface Run {
    user: ApiUser;
    choices: ImportChoices;
    plan: StreamedPlan;
    collected: ForeignSink;
    /** Writes a batch (import), or drops it (preview). */
    flush(): Promise<void>;
    /** An import cannot go on without a mapping; a preview asks for one. */
    write: boolean;
    onProgress?(progress: Progress): void;
  }

  /** What the CSV run found besides its records. */
  interface CsvOutcome {
    format: ImportFormatInfo;
    header: string[];
    sampleRows: string[][];
    mapping?: ColumnMapping;
    needsMapping: boolean;
  }

  async function readCsv(
    run: Run,
    chunks: AsyncGenerator<{ text: string; bytes: number }>,
    first: { text: string; bytes: number },
  ): Promise<CsvOutcome> {
    let header: string[] | null = null;
    let reader: CsvRowReader | null = null;
    let outcome: CsvOutcome | null = null;
    let rows = 0;
    const csv = createCsvReader((cells, line) => {
      if (!header) {
        header = [...cells];
        const known = detectCsvFormat(header);
        const format = known ?? GENERIC_CSV;
        const mapping = known ? undefined : run.choices.mapping;
        outcome = {
          format: { id: format.id, label: format.label },
          header,
          sampleRows: [],
          mapping,
          needsMapping: !known && !mapping,
        };
        if (outcome.needsMapping && run.write) throw new HttpError(400, MAPPING_NEEDED_MESSAGE);
        if (!outcome.needsMapping) {
          reader = format.start(
            header,
            { timeZone: run.user.timeZone, mapping },
            run.collected.sink,
          );
        }
        return;
      }
      if (outcome && outcome.sampleRows.length < SAMPLE_ROWS) outcome.sampleRows.push([...cells]);
      if (!reader) return;
      rows += 1;
      reader.row(cells, line);
    });

    let bytes = first.bytes;
    csv.push(first.text);
    for await (const chunk of chunks) {
      bytes = chunk.bytes;
      const current = outcome as CsvOutcome | null;
      // Without a mapping only the header and a few rows are needed; the rest is read past (not
      // left unread, which would cut the upload off before the answer).
      if (current?.needsMapping && current.sampleRows.length >= SAMPLE_ROWS) continue;
      csv.push(chunk.text);
      if (run.plan.pending() >= BATCH_ROWS) {
        await run.flush();
        run.onProgress?.({ bytes, rows });
      }
    }
    csv.end();
    (reader as CsvRowReader | null)?.finish();
    await run.flush();
    run.onProgress?.({ bytes, rows });
    if (!outcome) throw new HttpError(400, FILE_EMPTY_MESSAGE);
    return outcome;
  }

  function parseJson(text: string): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new HttpError(
        400,
        `The file is not valid JSON: ${error instanceof Error ? error.message : 'it could not be read'}`,
      );
    }
  }

  const isCairnExport = (document: unknown) =>
    typeof document === 'object' &&
    document !== null &&
    'format' in document &&
    (document as { format: unknown }).format === importHeaderSchema.shape.format.value;

  /** Runs `work` with the account's keys: locked for an import, read as they are for a preview. */
  async function withAccount<T>(
    user: ApiUser,
    write: boolean,
    work: (trx: Kysely<DatabaseSchema>, plan: StreamedPlan, existing: ExistingKeys) => Promise<T>,
  ): Promise<T> {
    const start = async (trx: Kysely<DatabaseSchema>) => {
      const existing = await deps.data.existingKeys(trx, user.id);
      return work(trx, createStreamedPlan(existing, user.id, randomUUID), existing);
    };
    if (!write) return start(deps.db);
    try {
      return await deps.data.withUserLocked(user.id, start);
    } catch (error) {
      // A journal saved for one of the file's days while the import ran (PostgreSQL only).
      if (isUniqueViolation(error)) throw conflict(IMPORT_RACE_MESSAGE);
      throw error;
    }
  }

  type Read =
    | { kind: 'cairn'; document: unknown }
    | { kind: 'foreign'; format: ImportFormatInfo; csv?: CsvOutcome };

  /** Reads the whole body through the run: a Cairn export is left for Cairn's own import. */
  async function read(run: Run, body: Body): Promise<Read> {
    const chunks = fileText(body);
    const first = await chunks.next();
    if (first.done) throw new HttpError(400, FILE_EMPTY_MESSAGE);
    const kind: FileKind = first.value.kind;
    if (kind === 'csv') {
      const csv = await readCsv(run, chunks, first.value);
      return { kind: 'foreign', format: csv.format, csv };
    }
    let text = first.value.text;
    let bytes = first.value.bytes;
    for await (const chunk of chunks) {
      text += chunk.text;
      bytes = chunk.bytes;
    }
    const document = parseJson(text);
    if (isCairnExport(document)) return { kind: 'cairn', document };
    const format = detectJsonFormat(document);
    if (!format) throw new HttpError(400, FILE_UNREADABLE_MESSAGE);
    format.read(document, { timeZone: run.user.timeZone }, run.collected.sink);
    await run.flush();
    run.onProgress?.({ bytes, rows: run.collected.file.entries });
    return { kind: 'foreign', format: { id: format.id, label: format.label } };
  }

  function cairnFile(document: unknown) {
    parseInput(importHeaderSchema, document);
    return parseInput(importFileSchema, document);
  }

  return {
    async preview(user: ApiUser, body: Body, choices: ImportChoices): Promise<ImportPreview> {
      return withAccount(user, false, async (_db, plan, existing) => {
        const collected = createForeignSink(plan, { refuseSkips: false });
        const run: Run = {
          user,
          choices,
          plan,
          collected,
          flush: async () => void plan.take(),
          write: false,
        };
        const result = await read(run, body);
        plan.planPegCheckins();
        if (result.kind === 'cairn') {
          const file = cairnFile(result.document);
          const planned = planImport(file, existing, user.id, randomUUID);
          const dates = file.journalEntries.map((entry) => entry.date).sort();
          return {
            format: CAIRN_JSON,
            needsMapping: false,
            entries: file.journalEntries.length,
            firstDate: dates[0] ?? null,
            lastDate: dates[dates.length - 1] ?? null,
            medications: file.medications.length,
            doseLogs: file.medicationLogs.length,
            alreadyThere: Object.values(planned.skipped).reduce((sum, n) => sum + n, 0),
            skipped: [],
            skippedCount: 0,
            conversions: [],
          };
        }
        const { csv } = result;
        let mapping: Partial<ColumnMapping> | undefined = csv?.mapping;
        let mappingRemembered: boolean | undefined;
        if (csv?.needsMapping) {
          const remembered = await deps.mappings.find(user.id, headerSignature(csv.header));
          mappingRemembered = remembered !== null;
          mapping = remembered ?? suggestMapping(csv.header, csv.sampleRows);
        }
        return {
          format: result.format,
          needsMapping: csv?.needsMapping ?? false,
          header: csv?.header,
          sampleRows: csv?.sampleRows,
          mapping,
          mappingRemembered,
          ...collected.summary(),
        };
      });
    },

    async import(
      user: ApiUser,
      body: Body,
      choices: ImportChoices,
      onProgress?: (progress: Progress) => void,
    ): Promise<FileImportResult> {
      let cairnDocument: unknown;
      const outcome = await withAccount(user, true, async (trx, plan) => {
        const collected = createForeignSink(plan, { refuseSkips: !choices.skipBadRows });
        const run: Run = {
          user,
          choices,
          plan,
          collected,
          flush: () => insertRows(trx, plan.take()),
          write: true,
          onProgress,
        };
        const result = await read(run, body);
        if (result.kind === 'cairn') {
          cairnDocument = result.document;
          return null;
        }
        await writePegCheckins(trx, user.id, plan.planPegCheckins());
        return { result, collected, added: plan.added };
      });

      // Cairn's own export: its own import, which restores every kind of record.
      if (outcome === null) {
        const done = await deps.service.importFile(user, cairnFile(cairnDocument));
        const { imported, skipped } = done;
        return {
          format: CAIRN_JSON,
          summary: importSummary(done),
          entries: imported.journalEntries,
          medications: imported.medications,
          doseLogs: imported.medicationLogs,
          tags: imported.customTags,
          pegCheckins: imported.pegCheckins,
          alreadyThere: Object.values(skipped).reduce((sum, n) => sum + n, 0),
          skippedRows: 0,
        };
      }

      const { result, collected, added } = outcome;
      if (result.csv?.mapping && result.format.id === GENERIC_CSV.id) {
        await deps.mappings.remember(
          user.id,
          headerSignature(result.csv.header),
          result.csv.mapping,
        );
      }
      const counts = {
        entries: added.entries,
        medications: added.medications,
        doseLogs: added.doseLogs,
        tags: added.tags,
        pegCheckins: added.pegCheckins,
        alreadyThere: added.alreadyThere,
        skippedRows: collected.summary().skippedCount,
      };
      return { format: result.format, summary: fileImportSummary(counts), ...counts };
    },
  };
}

export type FileImporter = ReturnType<typeof createFileImporter>;
