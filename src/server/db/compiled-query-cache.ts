import { CompiledQuery, type Compilable } from 'kysely';

/** Most shapes ever seen in one process; past it new shapes are compiled each time. */
const MAX_SHAPES = 256;

function sameParameters(compiled: readonly unknown[], expected: readonly unknown[]): boolean {
  return compiled.length === expected.length && compiled.every((value, i) => value === expected[i]);
}

/**
 * Kysely builds and compiles a query tree on every call, about a sixth of an autosave's time
 * (docs/decisions/0032-server-hot-paths.md). The SQL text of a query depends only on its shape
 * (which columns it writes), so the hottest queries are compiled once per shape and then run with
 * new values. A shape is kept only when the compiled parameters are exactly the values given, in
 * order, so a query whose SQL depends on its values is never reused wrongly.
 */
export function createCompiledQueryCache() {
  const sqlByShape = new Map<string, string>();
  return function compiledOnce(
    shape: string,
    parameters: readonly unknown[],
    build: () => Compilable,
  ): CompiledQuery {
    const sql = sqlByShape.get(shape);
    if (sql !== undefined) return CompiledQuery.raw(sql, [...parameters]);
    const query = build().compile();
    if (sqlByShape.size < MAX_SHAPES && sameParameters(query.parameters, parameters)) {
      sqlByShape.set(shape, query.sql);
    }
    return query;
  };
}
