import type { z } from 'zod';

/**
 * A record a reader made, checked against its schema in importRecordSchemas (data-import.ts)
 * before it is handed over: the parsed record, or why not in the words the preview shows, with
 * the field ("Start date must be a real date in the form yyyy-MM-dd (startDate)"), as the CSV
 * readers word theirs (row-fields.ts).
 */
export type Checked<T> = { record: T; reason: null } | { record: null; reason: string };

export function checkRecord<S extends z.ZodType>(schema: S, value: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { record: result.data, reason: null };
  const issue = result.error.issues[0];
  if (!issue) return { record: null, reason: 'it does not fit Cairn' };
  const field = issue.path.join('.');
  return { record: null, reason: field ? `${issue.message} (${field})` : issue.message };
}
