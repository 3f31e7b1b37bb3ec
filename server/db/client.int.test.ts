/**
 * Start-up migrations. On PostgreSQL, ten instances starting together (each with its own pool, as separate
 * processes would have) take turns under an advisory lock: every migration is applied once and none of
 * them fails on a table another one just created. The embedded database migrates idempotently.
 */
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseUrlWithName } from "../../tests/support/global-db-setup.ts";
import { migrationsFolder, openPglite, openPostgres } from "./client.ts";

const migrationCount = async () => (await readdir(migrationsFolder)).filter((f) => f.endsWith(".sql")).length;

describe("migrations at start-up", () => {
  if (process.env.TEST_DB_KIND === "postgres") {
    it("ten instances starting at once on one empty database apply each migration once", async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `site_test_migrate_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const instances = await Promise.all(
          Array.from({ length: 10 }, () => openPostgres(databaseUrlWithName(url, name), 2)),
        );
        try {
          await Promise.all(instances.map((instance) => instance.migrate()));
          const applied = await instances[0].pool.query(
            "select count(*)::int as n from drizzle.__drizzle_migrations",
          );
          expect(applied.rows[0].n).toBe(await migrationCount());
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  } else {
    it("the embedded database migrates once, and again without change", async () => {
      const database = await openPglite();
      try {
        await database.migrate();
        await database.migrate();
        const applied = await database.client.query<{ n: number }>(
          "select count(*)::int as n from drizzle.__drizzle_migrations",
        );
        expect(applied.rows[0].n).toBe(await migrationCount());
      } finally {
        await database.close();
      }
    });
  }
});
