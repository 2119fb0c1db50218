/**
 * Which file a CSV is, told from its header row: Cairn's own readings CSV (also the layout for
 * files people write themselves), or one of the two files in a Withings Health Mate export.
 */

export type CsvLayout = 'cairn' | 'withings_weight' | 'withings_bp';

export interface Column {
  index: number;
  /** As the header writes it, for messages: "Weight (kg)". */
  name: string;
}

/** Header names compared without case, quotes, or differences of spaces, "_" and "-". */
export type Columns = ReadonlyMap<string, Column>;

export type DetectedLayout =
  | { layout: 'cairn'; columns: Columns }
  | { layout: 'withings_weight'; columns: Columns; weight: Column; unit: string }
  | { layout: 'withings_bp'; columns: Columns };

export const ACCEPTED_FILES =
  "It reads Cairn's own readings CSV (timestamp, type, value, unit) and Withings' weight.csv " +
  'and bp.csv exports.';

export const CAIRN_REQUIRED = ['timestamp', 'type', 'value'] as const;

export function headerKey(name: string): string {
  return name
    .replaceAll('"', '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

const WEIGHT_COLUMN = /^weight \((kg|lb|lbs|st|g)\)$/;

/** The layout of a file whose first row is `header`, or the message saying why there is none. */
export function detectLayout(header: readonly string[]): DetectedLayout | string {
  const columns = new Map<string, Column>();
  header.forEach((name, index) => {
    const key = headerKey(name);
    if (key !== '' && !columns.has(key))
      columns.set(key, { index, name: name.replaceAll('"', '').trim() });
  });
  const missing = CAIRN_REQUIRED.filter((name) => !columns.has(name));
  if (missing.length === 0) return { layout: 'cairn', columns };
  // Two of the three: someone's own file with a column misnamed or left out.
  if (missing.length === 1) {
    return (
      `This CSV file has no ${missing[0]} column. Cairn's readings CSV needs the columns ` +
      'timestamp, type and value (unit, end_timestamp, diastolic, stage and quality are optional).'
    );
  }
  if (columns.has('date') && columns.has('systolic') && columns.has('diastolic')) {
    return { layout: 'withings_bp', columns };
  }
  if (columns.has('date')) {
    for (const [key, column] of columns) {
      const unit = WEIGHT_COLUMN.exec(key)?.[1];
      if (unit !== undefined) return { layout: 'withings_weight', columns, weight: column, unit };
    }
  }
  return unrecognised(header);
}

function unrecognised(header: readonly string[]): string {
  const base = `Cairn could not recognise this CSV file. ${ACCEPTED_FILES}`;
  const first = header.join(',');
  if (header.length === 1 && first.includes(';')) {
    return `${base} This file separates its columns with semicolons; save it with commas instead.`;
  }
  const shown = first.length > 120 ? `${first.slice(0, 120)}…` : first;
  return `${base} Its first line is: ${shown}`;
}
