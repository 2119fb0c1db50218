import type { z } from 'zod';
import { HttpError, type FieldIssue } from './http-errors';

/**
 * Parses request input with a shared schema from src/core. Failure is a 400 whose message
 * names the first offending field, with every issue listed.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where = 'body',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
  }));
  const first = issues[0] ?? { path: where, message: 'Invalid input' };
  throw new HttpError(400, `${first.path}: ${first.message}`, issues);
}
