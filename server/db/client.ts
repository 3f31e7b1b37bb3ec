/**
 * Opens the database: embedded PGlite (default, a folder under DATA_DIR) or PostgreSQL when a URL is given.
 * Both are driven through the same Drizzle PostgreSQL dialect, so domain code sees one `Db` type.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Db } from "../../domain/db/db.ts";
import * as schema from "../../domain/db/schema.ts";
import { PROJECT_ROOT } from "../project-root.ts";

export type { Db, Schema } from "../../domain/db/db.ts";

export const migrationsFolder = path.join(PROJECT_ROOT, "drizzle");

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Folder of the database; omitted means in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests copy a migrated state this way). */
  loadDataDir?: Blob | File;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) =>
    console.error(JSON.stringify({ level: "error", msg: "pg pool error", error: error.message })),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: "postgres",
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}

/** Any fixed number: the lock every instance of this site takes to migrate. */
const MIGRATION_LOCK_KEY = 731_500_812;

/**
 * Several instances starting at once (docs/decisions/0029-cluster-layout.md) migrate one after the other: each waits for a
 * session-level advisory lock, and finds the work done when it gets it.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, "db") });
}
