/**
 * The one-time removal of image variants of variants written before the media route refused them, on the
 * folder and on an S3 bucket (an S3-compatible store in this process), with the embedded database or
 * PostgreSQL: strays go, originals and their real variants stay, and a second start does nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../../domain/audit/audit.server.ts";
import { removeStrayVariantsOnce } from "../../domain/content/stray-variants.server.ts";
import { settings } from "../../domain/db/schema.ts";
import type { Storage } from "../../domain/storage.ts";
import { startS3, type TestS3 } from "../../tests/support/s3.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createS3Storage } from "./s3.ts";

let t: TestContext;
let s3: TestS3;

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const KEPT = [
  "uploads/blog/photo.jpg",
  "uploads/blog/photo-400w.webp",
  "uploads/blog/photo-600w.webp",
  "uploads/courses/react-3f9a1c2b.webp",
  "uploads/courses/react-3f9a1c2b-400w.webp",
  "uploads/brochures/python-1a2b3c4d5e6f.pdf",
];
const STRAY = [
  "uploads/blog/photo-400w-600w.webp",
  "uploads/blog/photo-400w-600w-800w.webp",
  "uploads/courses/react-3f9a1c2b-400w-1600w.webp",
];

async function listed(storage: Storage): Promise<string[]> {
  const found: string[] = [];
  for await (const storedPath of storage.listPublic("uploads/")) found.push(storedPath);
  return found.sort();
}

describe.each(["folder", "s3"])("on the %s", (kind) => {
  it("removes the variants of variants once, keeps every original and real variant, and audits it", async () => {
    await t.deps.db.delete(settings);
    const storage = kind === "s3" ? createS3Storage(s3.settings) : t.deps.storage;
    for (const storedPath of [...KEPT, ...STRAY]) await storage.writePublic(storedPath, Buffer.from("x"));
    const audited = async () => (await listAudit(t.deps.db, { action: "remove-stray-variants" })).rows;
    const before = (await audited()).length;

    expect(await removeStrayVariantsOnce(t.deps.db, storage)).toBe(STRAY.length);
    expect(await listed(storage)).toEqual([...KEPT].sort());
    const rows = await audited();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ actorEmail: null, entity: "media", changes: { removed: STRAY.length } });

    // Done once: a stray written later (it cannot be, now) is not looked for at every start.
    await storage.writePublic(STRAY[0]!, Buffer.from("x"));
    expect(await removeStrayVariantsOnce(t.deps.db, storage)).toBeNull();
    expect(await audited()).toHaveLength(before + 1);
  });
});
