/**
 * Migrates once and hands the migrated state to every test worker (ADR 3):
 * - embedded: a PGlite data-dir dump, kept between runs under node_modules/.cache and keyed by a hash of the
 *   migrations, that each worker loads once into its own in-memory instance;
 * - PostgreSQL: a template database that each worker clones once with CREATE DATABASE ... TEMPLATE.
 * Databases the workers cloned carry this run's prefix and are dropped when the run ends.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openPglite, openPostgres } from "../../server/db/client.ts";
import { hashInputs, ROOT } from "./inputs-hash.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplate: string;
  }
}

const CACHE = path.join(ROOT, "node_modules/.cache/test-db");

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function migratedPgliteDump(): Promise<string> {
  const file = path.join(
    CACHE,
    `pglite-migrated-${await hashInputs([path.relative(ROOT, migrationsFolder)])}.tar`,
  );
  if (
    await stat(file).then(
      (s) => s.size > 0,
      () => false,
    )
  )
    return file;
  await mkdir(CACHE, { recursive: true });
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir("none");
  await database.close();
  // Written under another name first: a run stopped halfway never leaves a broken dump under the real one.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  // Dumps of older migrations are of no further use.
  for (const old of await readdir(CACHE))
    if (old.startsWith("pglite-migrated-") && path.join(CACHE, old) !== file)
      await rm(path.join(CACHE, old), { force: true });
  return file;
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
    // Also here: tests that need an embedded database that does not answer load it (test-db.ts).
    project.provide("pgliteDumpFile", await migratedPgliteDump());
    return async () => {
      // The workers' clones are named after the template (test-db.ts).
      const clones = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${template.replace("tpl", "test")}%`],
      );
      for (const { datname } of clones.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  project.provide("pgliteDumpFile", await migratedPgliteDump());
  project.provide("postgresTemplate", "");
}
