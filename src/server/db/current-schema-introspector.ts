import {
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  schema: string;
  table_type: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
  auto_incrementing: boolean;
}

const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * Kysely's PostgreSQL introspector reads every schema in the database and resolves each one by
 * name (has_schema_privilege, pg_get_serial_sequence), so a schema dropped by someone else while
 * it runs fails the whole query with "schema ... does not exist". That happens whenever several
 * instances or test runs share a database, one schema each. This one reads only the schema the
 * connection works in (its search_path), and resolves nothing by name.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", ns.nspname as "schema", c.relkind as table_type,
             a.attname as "column", a.attnotnull as not_null, a.atthasdef as has_default,
             typ.typname as "type", dtns.nspname as type_schema,
             col_description(a.attrelid, a.attnum) as "comment",
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%')
               as auto_incrementing
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0
        and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const wanted = options.withInternalKyselyTables
      ? rows
      : rows.filter((row) => !KYSELY_TABLES.includes(row.table));
    return tablesOf(wanted);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Groups the column rows (ordered by table) into Kysely's table metadata. */
function tablesOf(rows: ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, { meta: TableMetadata; columns: ColumnMetadata[] }>();
  for (const row of rows) {
    let entry = tables.get(row.table);
    if (!entry) {
      const columns: ColumnMetadata[] = [];
      entry = {
        columns,
        meta: { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns },
      };
      tables.set(row.table, entry);
    }
    entry.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      hasDefaultValue: row.has_default,
      isAutoIncrementing: row.auto_incrementing,
      ...(row.comment === null ? {} : { comment: row.comment }),
    });
  }
  return [...tables.values()].map((entry) => entry.meta);
}

/** Kysely's PostgreSQL dialect with the introspector above. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
