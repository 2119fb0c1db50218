/**
 * The two engines hand values back differently (see schema.ts); these turn either form into
 * the one shape the API presents.
 */

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

/** jsonb arrives parsed from PostgreSQL and as text from SQLite. */
export function fromJson<T>(value: T | string | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value;
}

/** Stored yes/no switches with every key present: a missing one (or anything but true) is off. */
export function storedFlags<K extends string>(
  value: Record<string, boolean> | string | null | undefined,
  keys: readonly K[],
): Record<K, boolean> {
  const stored = fromJson<Record<string, boolean>>(value, {});
  return Object.fromEntries(keys.map((key) => [key, stored[key] === true])) as Record<K, boolean>;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** COUNT(*) is a bigint (text) on PostgreSQL and a number on SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** A unique constraint was violated (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
