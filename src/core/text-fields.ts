import { z } from 'zod';

/**
 * Text fields shared by the request schemas. NUL and other control characters have no place in
 * what people type (PostgreSQL refuses NUL in text); tabs and line breaks are allowed in
 * multi-line text, and single-line fields fold them into spaces first.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/**
 * One line of text: runs of white space, line breaks included, become one space, so a name or
 * subject cannot add lines to an e-mail header or a log line.
 */
export const singleLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${label} is required` })
        .max(max, { error: `${label} must be at most ${max} characters` })
        .refine((value) => !hasControlCharacter(value), {
          error: `${label} contains characters that are not allowed`,
        }),
    );

/** Like singleLine, but empty is allowed and becomes ''. */
export const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .max(max, { error: `${label} must be at most ${max} characters` })
        .refine((value) => !hasControlCharacter(value), {
          error: `${label} contains characters that are not allowed`,
        }),
    );

/** Several lines of text, Windows line breaks made plain; `min` 0 allows it empty. */
export const multiLine = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(min, { error: `${label} is required` })
        .max(max, { error: `${label} must be at most ${max} characters` })
        .refine((value) => !hasControlCharacter(value), {
          error: `${label} contains characters that are not allowed`,
        }),
    );
