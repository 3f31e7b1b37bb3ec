/**
 * Migrates once per run and hands the migrated state to every test file:
 * - embedded: a PGlite data-dir dump that each file loads into its own in-memory instance;
 * - PostgreSQL: a template database that each file clones with CREATE DATABASE ... TEMPLATE.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplate: string;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_KIND === "postgres" || project.name === "integration-postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `site_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openPostgres(databaseUrlWithName(url, template), 1);
    await database.migrate();
    await database.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteDumpFile", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const folder = await mkdtemp(path.join(tmpdir(), "site-test-db-"));
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir("none");
  await database.close();
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDumpFile", file);
  project.provide("postgresTemplate", "");
  return () => rm(folder, { recursive: true, force: true });
}
