import { z } from 'zod';
import { HttpError, notFound, type FieldIssue } from './http-errors';

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

const uuidParams = z.object({ id: z.uuid() });

/** The `:id` of a route as a UUID; a malformed one cannot be the user's, so it is a 404 too. */
export function uuidParam(params: unknown, notFoundMessage: string): string {
  const parsed = uuidParams.safeParse(params);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data.id;
}
