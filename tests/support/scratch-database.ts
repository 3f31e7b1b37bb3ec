/**
 * An empty scratch database for a migration test (PGlite, or with TEST_DB_KIND=postgres a new PostgreSQL
 * database dropped on close): the test runs the migrations up to the one it checks, writes rows, then runs it.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrationsFolder } from "../../server/db/client.ts";
import { databaseUrlWithName } from "./global-db-setup.ts";

export interface Scratch {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function scratchDatabase(): Promise<Scratch> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `site_mig_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const client = new pg.Client({ connectionString: databaseUrlWithName(url, name) });
    await client.connect();
    return {
      exec: async (sql) => void (await client.query(sql)),
      rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      close: async () => {
        await client.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const client = await PGlite.create();
  return {
    exec: async (sql) => void (await client.exec(sql)),
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    close: () => client.close(),
  };
}

/** A migration file's statements. */
export const migrationStatements = async (file: string) =>
  (await readFile(path.join(migrationsFolder, file), "utf8")).split("--> statement-breakpoint");

/** Runs one migration file's statements on `db`. */
export async function runMigration(db: Scratch, file: string): Promise<void> {
  for (const statement of await migrationStatements(file)) await db.exec(statement);
}

/** Runs every migration before `number` (`"0012"`) on `db`, and gives the file of `number` itself for the test to run. */
export async function migrateBefore(db: Scratch, number: string): Promise<string> {
  const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith(".sql")).sort();
  for (const file of files.filter((f) => f < number)) await runMigration(db, file);
  const found = files.find((f) => f.startsWith(number));
  if (!found) throw new Error(`No migration ${number}.`);
  return found;
}
