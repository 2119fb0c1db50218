import type { z } from 'zod';
import { BODY_PARTS } from '../body-parts';
import {
  importRecordSchemas,
  type ImportCustomTag,
  type ImportJournalEntry,
  type ImportMedication,
  type ImportMedicationLog,
} from '../data-import';
import { EMPTY_ENTRY_FIELDS } from '../journal';
import {
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX,
  NOTE_TEXT_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
} from '../journal-limits';
import { outOfScaleReason, type Scale } from './scales';
import type { ImportSink } from './types';

/**
 * What every reader of another app's CSV shares: header and list cells read the same way, body
 * locations matched to the body chart by one rule, an entry built from whatever a row gives
 * (the rest left empty) and checked against the export file's schema before it is handed over,
 * each tag and medication handed over once, and each conversion note said once.
 */

/* ---------------------------------------------------------------- cells */

/** A header name as formats compare it: no byte order mark, trimmed, lower case, one space. */
export function headerKey(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** The column index of each header name (by headerKey; the first of two equal names wins). */
export function columnIndex(header: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = headerKey(name);
    if (!index.has(key)) index.set(key, i);
  });
  return index;
}

/** "Lower Back; Neck" -> ["Lower Back", "Neck"]: trimmed, empty items dropped. */
export function splitList(text: string | undefined, separator: RegExp = /;/): string[] {
  if (!text) return [];
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A number cell: null when empty, NaN when it holds something else. Decimal commas read. */
export function numberCell(text: string | undefined): number | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const normal = /^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
}

/** Hours slept as "7.5", "7,5", "7:30" or "7h 30m"; null when empty, NaN when unreadable. */
export function hoursCell(text: string | undefined): number | null {
  const value = text?.trim() ?? '';
  const clock =
    /^(\d{1,2}):(\d{2})$/.exec(value) ?? /^(\d{1,2})\s*h\s*(?:(\d{1,2})\s*m(?:in)?)?$/i.exec(value);
  if (clock) return Number(clock[1]) + Number(clock[2] ?? 0) / 60;
  return numberCell(value);
}

/**
 * A rating cell checked against its scale: the number as written, null when the cell is empty,
 * or the reason the row is skipped ("Pain level 14 is outside 0-10").
 */
export function ratingCell(
  text: string | undefined,
  field: string,
  scale: Scale,
): number | null | string {
  const value = numberCell(text);
  if (value === null) return null;
  if (Number.isNaN(value)) return `${field} ${JSON.stringify(text?.trim())} is not a number`;
  if (value < scale.min || value > scale.max) return outOfScaleReason(field, value, scale);
  return value;
}

/** Hours slept (see hoursCell), null when empty, or the reason the row is skipped. */
export function sleepHoursCell(text: string | undefined, field: string): number | null | string {
  const hours = hoursCell(text);
  if (hours === null) return null;
  if (Number.isNaN(hours) || hours < 0 || hours > 24) {
    return `${field} ${JSON.stringify(text?.trim())} is not a number of hours from 0 to 24`;
  }
  return Math.round(hours * 100) / 100;
}

/** A short fingerprint of a row's cells, so repeated rows are known without keeping them. */
export function rowHash(cells: readonly string[]): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const cell of cells) {
    const text = `${cell.trim()}\u001f`;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2_654_435_761);
      h2 = Math.imul(h2 ^ code, 1_597_334_677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  return 4_294_967_296 * (2_097_151 & h2) + (h1 >>> 0);
}

/* ---------------------------------------------------------- body parts */

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Plural names of the parts that come in pairs, meaning both sides ("knees"). */
const PLURALS: Record<string, string> = {
  shoulders: 'Shoulder',
  upperarms: 'UpperArm',
  elbows: 'Elbow',
  forearms: 'Forearm',
  hands: 'Hand',
  hips: 'Hip',
  thighs: 'Thigh',
  knees: 'Knee',
  calves: 'Calf',
  feet: 'Foot',
};

const PART_BY_NAME = new Map<string, string[]>();
for (const part of BODY_PARTS) {
  PART_BY_NAME.set(letters(part.name), [part.key]);
  PART_BY_NAME.set(letters(part.key), [part.key]);
}
for (const [plural, part] of Object.entries(PLURALS)) {
  PART_BY_NAME.set(plural, [`left${part}`, `right${part}`]);
  PART_BY_NAME.set(`both${plural}`, [`left${part}`, `right${part}`]);
}

/**
 * The body chart parts a location names, ignoring case, spaces and punctuation: "lower back"
 * and "Lower Back" are lowerBack, "left knee" and "Knee (left)" leftKnee, a pair's plural
 * ("knees") both sides. An empty list when the chart has no such part ("ankles").
 */
export function bodyPartsOf(name: string): string[] {
  const key = letters(name);
  const found = PART_BY_NAME.get(key);
  if (found) return found;
  // The side written after the part: "knee left", "Knee (left)".
  const side = /(left|right)$/.exec(key);
  if (side) return PART_BY_NAME.get(`${side[1]}${key.slice(0, -side[0].length)}`) ?? [];
  return [];
}

/* --------------------------------------------------------- medications */

/**
 * "Ibuprofen 400mg" -> name Ibuprofen, dose 400mg; "Vitamin D3 1000 IU" -> Vitamin D3, 1000 IU;
 * "Naproxen (250 mg)" -> Naproxen, 250 mg. The dose starts at the first word that starts with a
 * digit; a name with none is all name.
 */
export function splitMedication(text: string): { name: string; dose: string | null } {
  const value = text.trim().replace(/\s+/g, ' ');
  const bracket = /^(.*?)\s*\((.+)\)$/.exec(value);
  if (bracket?.[1] && bracket[2]) return { name: bracket[1], dose: bracket[2] };
  const match = /^(.*?\S)\s+(\d.*)$/.exec(value);
  return match?.[1] && match[2] ? { name: match[1], dose: match[2] } : { name: value, dose: null };
}

/* -------------------------------------------------------------- entries */

export type EntryFields = z.input<typeof importRecordSchemas.journalEntry>;

/** The fields an entry is built from: what the row gives over an empty entry. */
export type EntryInput = Partial<EntryFields> &
  Pick<EntryFields, 'id' | 'date' | 'kind' | 'createdAt' | 'painLevel'>;

export interface DoseInput {
  /** The log's id within the file. */
  id: string;
  /** The medication's name as the file writes it. */
  name: string;
  /** The dose this time ("400mg", "2 x 400mg"), if the file says. */
  dose: string | null;
  /** The medication's usual dose, if it differs from this time's (the first dose's is kept). */
  dosage?: string | null;
  takenAt: string;
  /** The local date of takenAt: the medication's start date when it is its first dose. */
  date: string;
  skipped?: boolean;
  notes?: string | null;
}

/** "Pain level must be between 0 and 10 (painLevel)": the first issue, with its field. */
function issueReason(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not fit Cairn';
  return issue.path.length > 0 ? `${issue.message} (${issue.path.join('.')})` : issue.message;
}

const TAG_COLOUR = '#3B82F6';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'item';

/**
 * One import's bookkeeping between a reader and its sink. Each row's records are gathered in a
 * batch and handed over only when all of them pass their schema, so a bad row gives nothing
 * but its skip.
 */
export function createImportRecords(sink: ImportSink) {
  const notes = new Set<string>();
  const tagNames = new Map<string, string>();
  const medicationIds = new Map<string, string>();
  const usedIds = new Set<string>();
  let repeats = 0;

  /** A stable id of the medication's own: its name, numbered when two names give one id. */
  const medicationIdFor = (name: string, pending: Iterable<string>) => {
    const taken = new Set([...usedIds, ...pending]);
    const base = `med-${slug(name)}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    return id;
  };

  /** A conversion note, said once however often it applies (null: nothing to say). */
  const note = (text: string | null): void => {
    if (text === null || notes.has(text)) return;
    notes.add(text);
    sink.conversion(text);
  };

  return {
    note,

    skip(row: number, reason: string): void {
      sink.skip({ row, reason });
    },

    /** A row that repeats an earlier one exactly: read once, and counted for the note. */
    repeated(): void {
      repeats += 1;
    },

    /** The name a tag is kept under (the first spelling met of it), if it is new to the file. */
    tagName(name: string): string {
      return tagNames.get(name.toLowerCase()) ?? name;
    },

    /** Records of one row: all handed over by commit, or none (and the row skipped). */
    batch(row: number) {
      const entries: ImportJournalEntry[] = [];
      const tags: ImportCustomTag[] = [];
      const medications: ImportMedication[] = [];
      const doses: ImportMedicationLog[] = [];
      const newTags = new Map<string, string>();
      const newMedications = new Map<string, string>();
      let failure: string | null = null;

      const fail = (reason: string) => {
        failure ??= reason;
      };

      return {
        entry(input: EntryInput): void {
          const result = importRecordSchemas.journalEntry.safeParse({
            ...EMPTY_ENTRY_FIELDS,
            updatedAt: input.createdAt,
            ...input,
          });
          if (!result.success) return fail(issueReason(result.error));
          for (const name of result.data.customTags ?? []) {
            const key = name.toLowerCase();
            if (tagNames.has(key) || newTags.has(key)) continue;
            const tag = importRecordSchemas.customTag.safeParse({
              id: `tag-${slug(name)}-${tagNames.size + newTags.size + 1}`,
              name,
              color: TAG_COLOUR,
              createdAt: result.data.createdAt,
            });
            if (!tag.success) return fail(issueReason(tag.error));
            newTags.set(key, name);
            tags.push(tag.data);
          }
          entries.push(result.data);
        },

        dose(input: DoseInput): void {
          const key = input.name.trim().toLowerCase();
          let medicationId = medicationIds.get(key) ?? newMedications.get(key);
          if (medicationId === undefined) {
            medicationId = medicationIdFor(input.name, newMedications.values());
            const medication = importRecordSchemas.medication.safeParse({
              id: medicationId,
              name: input.name,
              dosage: (input.dosage ?? input.dose) || 'As needed',
              frequency: 'as-needed',
              // History from another app: no reminders until the person sets a schedule.
              reminderEnabled: false,
              startDate: input.date,
              createdAt: input.takenAt,
              updatedAt: input.takenAt,
            });
            if (!medication.success) return fail(issueReason(medication.error));
            newMedications.set(key, medicationId);
            medications.push(medication.data);
          }
          const log = importRecordSchemas.medicationLog.safeParse({
            id: input.id,
            medicationId,
            takenAt: input.takenAt,
            skipped: input.skipped ?? false,
            dosageActual: input.dose,
            notes: input.notes ?? null,
            createdAt: input.takenAt,
          });
          if (!log.success) return fail(issueReason(log.error));
          doses.push(log.data);
        },

        /** Hands everything over, or skips the row with the first problem; true when handed. */
        commit(): boolean {
          if (failure !== null) {
            sink.skip({ row, reason: failure });
            return false;
          }
          for (const [key, name] of newTags) tagNames.set(key, name);
          for (const [key, id] of newMedications) {
            medicationIds.set(key, id);
            usedIds.add(id);
          }
          tags.forEach((tag) => sink.tag(tag));
          entries.forEach((entry) => sink.entry(entry));
          medications.forEach((medication) => sink.medication(medication));
          doses.forEach((dose) => sink.dose(dose));
          return true;
        },
      };
    },

    /** After the last row: the note on repeated rows, if there were any. */
    finish(): void {
      if (repeats > 0) {
        note(
          `${repeats} ${repeats === 1 ? 'row repeats' : 'rows repeat'} an earlier row exactly and ${repeats === 1 ? 'was' : 'were'} read once.`,
        );
      }
    },
  };
}

export type ImportRecords = ReturnType<typeof createImportRecords>;

/* ------------------------------------------------------------ day kinds */

/**
 * Cairn keeps one journal a day and any number of quick logs, each known by its instant. A
 * reader whose rows are single readings gives the first row of a day the journal and the
 * others quick logs. A row exactly like an earlier one is a repeat; another row at an instant
 * already taken is moved a minute on until it is free, so both are kept (two rows of one day
 * without a time are 12:00 and 12:01).
 */
export function createDayKinds() {
  const days = new Map<string, Map<number, number>>();
  return {
    place(
      date: string,
      instant: string,
      hash: number,
    ):
      | { repeat: true }
      | { repeat: false; kind: 'journal' | 'quick'; instant: string; moved: boolean } {
      let taken = days.get(date);
      if (!taken) {
        taken = new Map();
        days.set(date, taken);
      }
      let time = Date.parse(instant);
      const start = time;
      for (;;) {
        const held = taken.get(time);
        if (held === undefined) break;
        if (held === hash) return { repeat: true };
        time += 60_000;
      }
      const kind = taken.size === 0 ? 'journal' : 'quick';
      taken.set(time, hash);
      return { repeat: false, kind, instant: new Date(time).toISOString(), moved: time !== start };
    },

    /** Gives a place back when its row was skipped after all (the next row may take it). */
    release(date: string, instant: string): void {
      days.get(date)?.delete(Date.parse(instant));
    },
  };
}

/* ------------------------------------------------------------- drafting */

/** Items as a list field takes them: no repeats (ignoring case), short enough, not too many. */
function fitList(items: readonly string[], maxItems: number, maxLength: number) {
  const seen = new Set<string>();
  const kept: string[] = [];
  const rest: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (item.length > maxLength || kept.length >= maxItems) rest.push(item);
    else kept.push(item);
  }
  return { kept, rest };
}

/** Text cut to `max` characters, said in a note when it happens. */
export function fitText(text: string, max: number, label: string, records: ImportRecords): string {
  if (text.length <= max) return text;
  records.note(
    `${label} longer than ${max.toLocaleString('en')} characters were shortened to fit.`,
  );
  return `${text.slice(0, max - 1)}…`;
}

/**
 * An entry being put together from one row or several (a day of readings). Lists keep their
 * order without repeats; locations keep their highest intensity; what a list cannot hold (a
 * tag too long, one item too many) is written into the notes, so nothing from the file is lost.
 */
export class EntryDraft {
  readonly painTypes: string[] = [];
  readonly symptoms: string[] = [];
  readonly activities: string[] = [];
  readonly tags: string[] = [];
  readonly noteLines: string[] = [];
  readonly symptomLines: string[] = [];
  readonly moodLines: string[] = [];
  private readonly locations = new Map<string, number>();

  /**
   * Body locations by name at `intensity` (1-10), a part met twice keeping its highest. The
   * names the body chart lacks are written in the notes, unless the reader keeps them in a line
   * of its own ('elsewhere'). Answers how many names the chart has.
   */
  addLocations(
    names: readonly string[],
    intensity: number,
    uncharted: 'notes' | 'elsewhere' = 'notes',
  ): number {
    const missing: string[] = [];
    for (const name of names) {
      const parts = bodyPartsOf(name);
      if (parts.length === 0) missing.push(name);
      for (const part of parts) {
        this.locations.set(part, Math.max(this.locations.get(part) ?? 0, intensity));
      }
    }
    if (missing.length > 0 && uncharted === 'notes') {
      this.noteLines.push(`Pain locations not on Cairn's body chart: ${missing.join('; ')}`);
    }
    return names.length - missing.length;
  }

  /** The fields gathered, fitted to Cairn's limits. */
  fields(records: ImportRecords): Partial<EntryFields> {
    const overflow: string[] = [];
    const list = (
      label: string,
      items: string[],
      max = LIST_MAX,
      length = LIST_ITEM_MAX_LENGTH,
    ) => {
      const { kept, rest } = fitList(items, max, length);
      if (rest.length > 0) overflow.push(`${label}: ${rest.join('; ')}`);
      return kept;
    };
    const painTypes = list('Pain types', this.painTypes, 20);
    const symptoms = list('Symptoms', this.symptoms);
    const activities = list('Activities', this.activities);
    const tags = list(
      'Tags',
      this.tags.map((tag) => records.tagName(tag)),
      TAGS_MAX,
      TAG_MAX_LENGTH,
    );
    const text = (lines: readonly string[], label: string) =>
      lines.length === 0 ? null : fitText(lines.join('\n'), NOTE_TEXT_MAX, label, records);
    return {
      painTypes,
      symptoms,
      activities,
      customTags: tags,
      painLocations: [...this.locations].map(([bodyPart, intensity]) => ({ bodyPart, intensity })),
      notes: text([...this.noteLines, ...overflow], 'Notes'),
      symptomsDescription: text(this.symptomLines, 'Symptom descriptions'),
      moodNotes: text(this.moodLines, 'Mood notes'),
    };
  }
}
