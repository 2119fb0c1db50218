import { z } from 'zod';
import type { ImportCollection } from './data-export';

/**
 * Field schemas and checks every list of the import file shares (data-import.ts and
 * biometric-import.ts), so each kind of field is worded and limited the same way.
 */

/** Ids in the file only link its records to one another: the server makes new ones. */
export const sourceId = z
  .string({ error: 'Id must be text' })
  .min(1, { error: 'Id must not be empty' })
  .max(100, { error: 'Id must be at most 100 characters' });

export const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` });

export const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const nullableText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable();

export const collection = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, { error: `${label} can have at most ${max} items` });

/** The file's ids of one list, with an issue for each id used twice. */
export function noDuplicateIds(
  items: { id: string }[],
  key: ImportCollection,
  ctx: z.RefinementCtx,
): Set<string> {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [key, index, 'id'],
        message: 'Another item in the file has the same id',
      });
    }
    seen.add(item.id);
  });
  return seen;
}
