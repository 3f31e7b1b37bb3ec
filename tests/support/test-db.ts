/**
 * A migrated, empty database for one test file (ADR 3). Each test worker keeps the databases it opened for
 * the whole run and empties one (TRUNCATE of every table, identities restarted) before handing it to the
 * next file: emptying takes a fraction of a second where a new embedded database takes seconds.
 * `close()` hands it back. A file that asks for a second one while it holds the first gets another.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../server/db/client.ts";
import { databaseUrlWithName } from "./global-db-setup.ts";

interface Pooled {
  database: Database;
  inUse: boolean;
}

/**
 * Kept on globalThis: the integration projects do not isolate modules between files of one worker in the
 * way that would drop it (tests/support/integration-setup.ts resets every other module per file).
 */
const POOL_KEY = Symbol.for("techsite.test-db.pool");
const holder = globalThis as Record<symbol, Pooled[] | undefined>;
holder[POOL_KEY] ??= [];
const pool = holder[POOL_KEY];

/** A new test file begins: whatever the last file held and did not hand back is free again. */
export function releaseAllTestDatabases() {
  for (const pooled of pool) pooled.inUse = false;
}

export async function createTestDatabase(): Promise<Database> {
  let pooled = pool.find((candidate) => !candidate.inUse);
  if (pooled) {
    pooled.inUse = true;
    await emptyDatabase(pooled.database);
  } else {
    pooled = { database: await openNew(), inUse: true };
    pool.push(pooled);
  }
  const taken = pooled;
  return {
    ...taken.database,
    async close() {
      taken.inUse = false;
    },
  };
}

async function openNew(): Promise<Database> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    // Named after the template, so the global teardown finds and drops it.
    const name = `${inject("postgresTemplate").replace("tpl", "test")}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")} STRATEGY FILE_COPY`);
    await admin.end();
    return openPostgres(databaseUrlWithName(url, name), 4);
  }
  const dump = await readFile(inject("pgliteDumpFile"));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/**
 * Every table of the public schema emptied, its identities restarted: the state right after the migrations
 * (which add no rows). Triggers are off for it (as replication does): audit_log refuses TRUNCATE otherwise.
 */
async function emptyDatabase(database: Database) {
  const { db } = database;
  const tables = (await db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((row) => `public.${row.name}`).join(", ");
  if (!names) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${names} restart identity cascade`));
  });
}

/**
 * An embedded database that is closed, for tests of what the site does when its database does not answer.
 * Loaded from the migrated dump: a new PGlite made from nothing takes up to a minute on a loaded machine.
 */
export async function openClosedPglite(): Promise<Database> {
  const database = await openPglite({ loadDataDir: new Blob([await readFile(inject("pgliteDumpFile"))]) });
  await database.close();
  return database;
}
