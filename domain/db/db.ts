/**
 * The database handle every domain function takes: Drizzle's PostgreSQL dialect over the schema, the same type
 * whether PGlite or PostgreSQL is underneath (server/db/client.ts opens one).
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
