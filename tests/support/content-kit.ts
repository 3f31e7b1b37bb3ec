/**
 * The content kit's load context on a test database (ADR 3), as the console's content routes get it: the
 * database with the write effects bound (`contentChanged` counts the commits that declared a content change,
 * as the server's runner hears them), disk storage in a folder of its own, the multipart reader, and a staff
 * row for each of `staff`. A test file opens it at its top (`await openContentKit(…)`); it is handed back and
 * its folder removed after the file's tests.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
import type { KitContext } from "../../app/features/console/content/content-kit.server";
import { staffUsers } from "../../domain/db/schema";
import type { Actor } from "../../domain/staff/actor";
import { bindWriteEffects, CONTENT_CHANGED } from "../../domain/write-effects";
import { readMultipart } from "../../server/http/multipart";
import { createStorage } from "../../server/storage/storage";
import { createTestDatabase } from "./test-db";

export interface ContentKitOptions {
  /** Staff rows to insert (the kit's writes record who made them). */
  staff?: Actor[];
  /** The part of the server's configuration the code under test reads (the site's address for SEO). */
  config?: Record<string, unknown>;
}

export async function openContentKit(name: string, { staff = [], config }: ContentKitOptions = {}) {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const storage = createStorage(dataDir);
  const contentChanged = vi.fn();
  const db = bindWriteEffects(database.db, (effects) => effects.has(CONTENT_CHANGED) && contentChanged());
  const context = { db, storage, readMultipart, ...(config && { config }) } as unknown as KitContext;
  if (staff.length > 0)
    await database.db
      .insert(staffUsers)
      .values(staff.map(({ id, name, email, role }) => ({ id, name, email, role })));
  /** The load context of a request signed in as `actor`. */
  const as = (actor: Actor) => ({ ...context, staff: { current: { actor } } }) as unknown as KitContext;
  return { database, dataDir, storage, contentChanged, context, as };
}
