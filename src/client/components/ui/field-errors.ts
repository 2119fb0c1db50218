import { failureStatus } from '@client/lib/api-failure';

/** An issue as zod reports it (path as a list) or as the server's 400 sends it ("a.b"). */
interface Issue {
  path: readonly PropertyKey[] | string;
  message: string;
}

/** The first message for each top-level field of a failed parse (a ZodError or a 400's body). */
export function fieldErrors(error: { issues: readonly Issue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const field = String(path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The field errors of a refused write: a 400 answered `{ message, issues }` (the same schema
 * checked on the server), read from the `"400: {...}"` error the API client throws.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (failureStatus(error) !== 400 || !(error instanceof Error)) return {};
  try {
    const body = JSON.parse(error.message.slice('400: '.length)) as { issues?: unknown };
    return Array.isArray(body.issues) ? fieldErrors({ issues: body.issues as Issue[] }) : {};
  } catch {
    return {};
  }
}
