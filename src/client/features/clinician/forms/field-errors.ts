import type { z } from 'zod';
import { ClinicianApiError } from '../api/clinician-request';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field. */
function byField(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const key = String(path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks `values` with the same schema the server uses: the parsed body, or the field errors. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: byField(parsed.error.issues) };
}

/** A refused write: the server's field issues when it sent them, else its message as a whole. */
export function serverErrors(error: Error): { fields: FieldErrors; message: string | null } {
  if (error instanceof ClinicianApiError) {
    const fields = byField(error.issues);
    return {
      fields,
      message: Object.keys(fields).length > 0 ? null : error.serverMessage,
    };
  }
  return { fields: {}, message: 'Could not send. Please check your connection and try again.' };
}
