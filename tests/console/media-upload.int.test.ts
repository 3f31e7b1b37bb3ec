/**
 * POST /admin/media, the rich-text editor's image upload: staff with the content right store an image (checked by
 * its bytes, kept as WebP, in the media library at once) and get its media address; anything else is refused,
 * and other roles get 403.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/routes/admin/media";
import { listMediaLibrary } from "../../domain/content/media-library.server";
import { MEDIA_SRC } from "../../domain/content/rich-text";
import type { Role } from "../../domain/staff/roles";
import { readMultipart } from "../../server/http/multipart";
import { createStorage, type DiskStorage } from "../../server/storage/storage";
import { createTestDatabase } from "../support/test-db";

let dataDir: string;
let storage: DiskStorage;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "media-upload-"));
  storage = createStorage(dataDir);
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(role: Role, file: File) {
  const body = new FormData();
  body.set("file", file, file.name);
  const request = new Request("http://localhost/admin/media", { method: "POST", body });
  const context = {
    staff: { current: { actor: { id: "u1", email: "e@example.in", name: "E", role } } },
    readMultipart,
    storage,
    db: database.db,
  };
  return action({ context, request, params: {} } as never);
}

/** What an action answers, whether it returned `data(…)`, a plain object, or threw a Response/data. */
async function answerOf(run: () => Promise<unknown>) {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number } } | Record<string, unknown>;
    if (value && typeof value === "object" && "init" in value && "data" in value)
      return { status: (value.init as { status?: number } | undefined)?.status ?? 200, body: value.data };
    return { status: 200, body: value };
  } catch (thrown) {
    const t = thrown as { init?: { status?: number }; data?: unknown; status?: number };
    return { status: t.init?.status ?? t.status ?? 500, body: t.data };
  }
}

describe("POST /admin/media", () => {
  it("stores an editor's image as WebP and answers its media address", async () => {
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#2E008F" } })
      .png()
      .toBuffer();
    const { status, body } = await answerOf(() => upload("editor", new File([png], "Team Photo.png")));
    expect(status).toBe(200);
    const src = (body as { src: string }).src;
    expect(src).toMatch(/^\/api\/uploads\/articles\/team-photo-[0-9a-f]{12}\.webp$/);
    expect(src).toMatch(MEDIA_SRC);
    const stored = await storage.readPublic(src.replace(/^\/api\//, ""));
    expect((await sharp(stored).metadata()).format).toBe("webp");
    const [item] = (await listMediaLibrary(database.db, storage, { q: "team-photo" })).items;
    expect(item).toMatchObject({ path: src.replace(/^\/api\//, ""), bytes: stored.byteLength, uses: [] });
  });

  it("refuses a file that is not an image, whatever its name", async () => {
    const { status, body } = await answerOf(() =>
      upload("editor", new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" })),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ error: "Choose a JPEG, PNG, WebP, AVIF or GIF image." });
  });

  it("is refused to a role without the content right", async () => {
    const { status } = await answerOf(() => upload("counsellor", new File(["x"], "x.png")));
    expect(status).toBe(403);
  });
});
