/** A fresh, migrated database for one test file: embedded PGlite, or a clone of the PostgreSQL template. */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../server/db/client.ts";
import { databaseUrlWithName } from "./global-db-setup.ts";

export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `site_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    const database = await openPostgres(databaseUrlWithName(url, name), 4);
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = await readFile(inject("pgliteDumpFile"));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
