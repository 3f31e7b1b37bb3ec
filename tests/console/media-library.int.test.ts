/**
 * The media library (docs/decisions/0058-media-library.md) on the embedded database and, with TEST_DATABASE_URL,
 * on PostgreSQL: one image used in three places (a course's banner, a blog post's featured image and its text)
 * is one library item that lists those uses, with its size from storage; it is found by name and alt text; its
 * alt text is audited; it cannot be deleted while used, and a save that lets it go in one place keeps it for
 * the others; an image nothing uses is deleted with its variants; the screen is for the content right only; a
 * content form offers the library's images and saves the one chosen, refusing any path not in the library; an
 * image used in three places is replaced everywhere in one change.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentEditAction,
  contentEditLoader,
  type KitContext,
} from "../../app/features/console/content/content-kit.server";
import { blogKind } from "../../app/features/console/content/kinds/articles.server";
import { courseKind } from "../../app/features/console/content/kinds/programs.server";
import { action, loader } from "../../app/routes/admin/content/media";
import { listAudit } from "../../domain/audit/audit.server";
import { getPageSeo, setPageSeo } from "../../domain/content/content-seo.server";
import { MEDIA_LIBRARY_TEXT } from "../../domain/content/media-library";
import {
  addToMediaLibrary,
  deleteMediaItem,
  listMediaLibrary,
  setMediaAlt,
} from "../../domain/content/media-library.server";
import { replaceMediaEverywhere } from "../../domain/content/media-replace.server";
import { storeImage } from "../../domain/content/stored-media.server";
import { courses, mediaItems } from "../../domain/db/schema";
import { RuleError } from "../../domain/errors";
import { imageVariantPath } from "../../domain/media";
import type { Actor } from "../../domain/staff/actor";
import type { Role } from "../../domain/staff/roles";
import { bindWriteEffects, CONTENT_CHANGED } from "../../domain/write-effects";
import { readMultipart } from "../../server/http/multipart";
import { createStorage, type DiskStorage } from "../../server/storage/storage";
import { createTestDatabase } from "../support/test-db";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let storage: DiskStorage;
let dataDir: string;
const editor: Actor = { id: "u-esha", email: "esha@example.in", name: "Esha Editor", role: "editor" };

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "media-library-"));
  storage = createStorage(dataDir);
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const picture = async (name: string, colour: string) =>
  storeImage(storage, {
    bytes: await sharp({ create: { width: 900, height: 500, channels: 3, background: colour } })
      .png()
      .toBuffer(),
    folder: "content",
    name,
    field: "file",
  });

const itemAt = async (stored: string) =>
  (await listMediaLibrary(database.db, storage)).items.find((item) => item.path === stored);

function screen(role: Role, init?: RequestInit, query = "") {
  const request = new Request(`http://localhost/admin/content/media${query}`, init);
  const context = {
    db: database.db,
    storage,
    readMultipart,
    staff: { current: { actor: { ...editor, role } } },
  };
  return { request, context, params: {} } as never;
}

async function status(run: () => Promise<unknown>) {
  try {
    await run();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("an image used in three places", () => {
  let shared: string;
  let courseId: number;
  let postId: number;

  beforeAll(async () => {
    shared = await picture("Campus", "#2E008F");
    courseId = (
      await courseKind.store.create(database.db, editor, {
        values: { title: "Rust Services", category: "Programming", bannerImagePath: shared },
      })
    ).id;
    postId = (
      await blogKind.store.create(database.db, editor, {
        values: {
          title: "Our campus",
          slug: "our-campus",
          featuredImagePath: shared,
          content: `<p>Look:</p><img loading="lazy" src="/api/${shared}" alt="" />`,
        },
      })
    ).id;
  });

  it("is one library item listing its three uses, with its size from storage", async () => {
    const library = (await listMediaLibrary(database.db, storage)).items;
    expect(library.filter((item) => item.path === shared)).toHaveLength(1);
    const item = library.find((candidate) => candidate.path === shared)!;
    expect(item.bytes).toBe((await storage.statPublic(shared))!.size);
    expect(item.uses).toEqual([
      {
        entity: "blog-post",
        entityId: postId,
        title: "Our campus",
        field: "Featured image",
        column: "featuredImagePath",
        href: `/admin/content/blog/${postId}`,
      },
      {
        entity: "blog-post",
        entityId: postId,
        title: "Our campus",
        field: "Text",
        column: "content",
        href: `/admin/content/blog/${postId}`,
      },
      {
        entity: "course",
        entityId: courseId,
        title: "Rust Services",
        field: "Banner image",
        column: "bannerImagePath",
        href: `/admin/content/courses/${courseId}`,
      },
    ]);
  });

  it("is found by its name and, once set, by its alt text; the alt text change is audited", async () => {
    const item = (await itemAt(shared))!;
    await setMediaAlt(database.db, editor, { id: item.id, alt: "Students on the Chennai campus" });
    expect((await listMediaLibrary(database.db, storage, { q: "campus-" })).items.map((i) => i.path)).toEqual(
      [shared],
    );
    expect((await listMediaLibrary(database.db, storage, { q: "chennai" })).items.map((i) => i.path)).toEqual(
      [shared],
    );
    expect(await listMediaLibrary(database.db, storage, { q: "nothing-like-it" })).toEqual({
      items: [],
      total: 0,
      hasNext: false,
    });
    const { rows } = await listAudit(database.db, { entity: "media", action: "update" });
    expect(rows[0]).toMatchObject({
      actorEmail: editor.email,
      entityId: String(item.id),
      changes: { path: shared, alt: ["", "Students on the Chennai campus"] },
    });
  });

  it("cannot be deleted while used, and stays stored", async () => {
    const item = (await itemAt(shared))!;
    const refusal = await deleteMediaItem(database.db, editor, { id: item.id }, storage).catch((e) => e);
    expect(refusal).toBeInstanceOf(RuleError);
    expect(refusal.message).toBe(MEDIA_LIBRARY_TEXT.inUse(3));
    expect(await storage.statPublic(shared)).not.toBeNull();
    expect(await itemAt(shared)).toBeDefined();
  });

  it("stays for the blog post when the course lets it go, and leaves once nothing uses it", async () => {
    const other = await picture("Lab", "#008800");
    const course = await courseKind.store.get(database.db, courseId);
    await courseKind.store.update(
      database.db,
      editor,
      {
        id: courseId,
        revision: Number(course.row.revision),
        values: { title: "Rust Services", category: "Programming", bannerImagePath: other },
      },
      storage,
    );
    expect(await storage.statPublic(shared)).not.toBeNull();
    expect((await itemAt(shared))?.uses.map((use) => use.field)).toEqual(["Featured image", "Text"]);
    expect((await itemAt(other))?.uses.map((use) => use.entity)).toEqual(["course"]);

    await blogKind.store.remove(database.db, editor, { id: postId }, storage);
    expect(await storage.statPublic(shared)).toBeNull();
    expect(await database.db.select().from(mediaItems).where(eq(mediaItems.path, shared))).toEqual([]);
  });
});

describe("an image nothing uses", () => {
  it("is deleted from the library and from storage with its width variants (audited)", async () => {
    const stored = await picture("Unused banner", "#aa0000");
    await addToMediaLibrary(database.db, storage, [stored]);
    const item = (await itemAt(stored))!;
    expect(item.uses).toEqual([]);
    await deleteMediaItem(database.db, editor, { id: item.id }, storage);
    expect(await storage.statPublic(stored)).toBeNull();
    expect(await storage.statPublic(imageVariantPath(stored, 400)!)).toBeNull();
    expect(await itemAt(stored)).toBeUndefined();
    const { rows } = await listAudit(database.db, { entity: "media", action: "delete" });
    expect(rows[0]).toMatchObject({ entityId: String(item.id), changes: { path: stored } });
  });
});

describe("the Media screen", () => {
  it("is for editors and admins: other roles get 403 from its loader and its action", async () => {
    expect(await status(() => loader(screen("recruiter")))).toBe(403);
    expect(await status(() => loader(screen("counsellor")))).toBe(403);
    const body = new FormData();
    body.set("intent", "delete");
    body.set("id", "1");
    expect(await status(() => action(screen("recruiter", { method: "POST", body })))).toBe(403);
    expect(await status(() => loader(screen("editor")))).toBe(200);
    expect(await status(() => loader(screen("admin")))).toBe(200);
  });

  it("pages the library newest first, with how many match in all", async () => {
    const names = ["Page one", "Page two", "Page three"];
    for (const [i, name] of names.entries())
      await addToMediaLibrary(database.db, storage, [await picture(name, `#10${i}0f0`)]);
    const all = await listMediaLibrary(database.db, storage, { q: "page-" });
    expect(all.items.map((item) => item.path)).toEqual([
      expect.stringMatching(/page-three-/),
      expect.stringMatching(/page-two-/),
      expect.stringMatching(/page-one-/),
    ]);
    const first = await listMediaLibrary(database.db, storage, { q: "page-", pageSize: 2 });
    expect(first).toMatchObject({ total: 3, hasNext: true });
    expect(first.items.map((item) => item.path)).toEqual(all.items.slice(0, 2).map((item) => item.path));
    const second = await listMediaLibrary(database.db, storage, { q: "page-", pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, hasNext: false });
    expect(second.items.map((item) => item.path)).toEqual([all.items[2]!.path]);
  });

  it("takes an uploaded image into the library, refuses a file that is not one, and lets only the content right upload", async () => {
    const form = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const body = new FormData();
      body.set("file", new File([bytes], name));
      return { method: "POST", body };
    };
    const png = new Uint8Array(
      await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2E008F" } })
        .png()
        .toBuffer(),
    );
    const answer = await action(screen("editor", form(png, "Reception desk.png"), "?intent=upload")).catch(
      (thrown) => thrown,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/admin/content/media?uploaded=1");
    const [item] = (await listMediaLibrary(database.db, storage, { q: "reception-desk" })).items;
    expect(item).toMatchObject({
      path: expect.stringMatching(/^uploads\/library\/reception-desk-[0-9a-f]+\.webp$/),
      uses: [],
    });

    const refused = (await action(
      screen("editor", form(new TextEncoder().encode("not an image"), "notes.png"), "?intent=upload"),
    )) as unknown as { data: { notice: { kind: string; text: string } }; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data.notice.kind).toBe("error");
    expect(refused.data.notice.text).toMatch(/image/i);
    expect(await status(() => action(screen("recruiter", form(png, "other.png"), "?intent=upload")))).toBe(
      403,
    );
    expect((await listMediaLibrary(database.db, storage, { q: "other" })).total).toBe(0);
  });

  it("answers a refused delete with the reason", async () => {
    const stored = await picture("Logo wall", "#0000aa");
    await courseKind.store.create(database.db, editor, {
      values: { title: "Go Services", category: "Programming", bannerImagePath: stored },
    });
    const item = (await itemAt(stored))!;
    const body = new FormData();
    body.set("intent", "delete");
    body.set("id", String(item.id));
    const answer = (await action(screen("editor", { method: "POST", body }))) as unknown as {
      data: { notice: { kind: string; text: string } };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data.notice).toEqual({ kind: "error", text: MEDIA_LIBRARY_TEXT.inUse(1) });
  });
});

describe("picking a library image in a content form", () => {
  async function postCourse(fields: Record<string, string>, id = "new") {
    const form = new FormData();
    const all: Record<string, string> = {
      intent: "save",
      revision: "0",
      title: "Picked Banner",
      category: "Programming",
      description: "A course whose banner comes from the library.",
      duration: "3 Months",
      skillLevel: "Beginner",
      language: "English",
      fees: "1000",
      sortOrder: "1",
      reviewCount: "0",
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) form.append(name, value);
    const request = new Request("http://localhost/admin/content/courses/x", { method: "POST", body: form });
    const context = { db: database.db, storage, readMultipart } as unknown as KitContext;
    try {
      return {
        location: null,
        answer: (await contentEditAction(context, editor, request, id, courseKind)) as unknown as {
          data: { uploadErrors?: Record<string, string> };
          init: ResponseInit;
        },
      };
    } catch (thrown) {
      if (thrown instanceof Response) return { location: thrown.headers.get("location"), answer: null };
      throw thrown;
    }
  }

  it("offers the library's images on the form and saves the chosen one as the field's image", async () => {
    const stored = await picture("Library pick", "#00aaaa");
    await addToMediaLibrary(database.db, storage, [stored]);
    const form = await contentEditLoader(
      { db: database.db, storage } as unknown as KitContext,
      new Request("http://localhost/x"),
      "new",
      courseKind,
    );
    expect(form.library.map((choice) => choice.path)).toContain(stored);

    const { location } = await postCourse({ bannerImageFromLibrary: stored });
    const id = Number(/\/(\d+)\?saved=1$/.exec(location ?? "")?.[1]);
    expect((await courseKind.store.get(database.db, id)).row.bannerImagePath).toBe(stored);
    expect((await itemAt(stored))?.uses).toEqual([
      expect.objectContaining({ entity: "course", entityId: id, field: "Banner image" }),
    ]);
  });

  it("refuses a path that is not a library image, on the field, and stores nothing", async () => {
    for (const chosen of [
      "uploads/content/never-stored.webp",
      "../private/resumes/x.pdf",
      "https://x.example/a.png",
    ]) {
      const { answer } = await postCourse({ title: "Not picked", bannerImageFromLibrary: chosen });
      expect(answer?.init.status).toBe(400);
      expect(answer?.data.uploadErrors).toEqual({ bannerImage: MEDIA_LIBRARY_TEXT.notInLibrary });
    }
    expect(await database.db.select().from(courses).where(eq(courses.title, "Not picked"))).toEqual([]);
  });
});

describe("replacing an image used in three places", () => {
  it("moves every use to the other image in one change: each record saved (revision, audit), the version moved once", async () => {
    const old = await picture("Old campus", "#550055");
    const next = await picture("New campus", "#005555");
    await addToMediaLibrary(database.db, storage, [next]);
    const course = await courseKind.store.create(database.db, editor, {
      values: { title: "Replaced Banner", category: "Programming", bannerImagePath: old },
    });
    await setPageSeo(database.db, editor, {
      store: courseKind.store,
      entityId: course.id,
      title: "Search title",
      description: "",
      imagePath: old,
    });
    const image = { type: "image", attrs: { src: `/api/${old}`, alt: "Campus" } };
    const post = await blogKind.store.create(database.db, editor, {
      values: {
        title: "Replaced in text",
        slug: "replaced-in-text",
        content: `<p>See</p><img loading="lazy" src="/api/${old}" alt="Campus" />`,
        contentDoc: { type: "doc", content: [image] },
      },
    });
    const before = (await itemAt(old))!;
    expect(before.uses.map((use) => use.field)).toEqual(["Text", "Banner image", "Share image"]);

    let versions = 0;
    const db = bindWriteEffects(database.db, (effects) => {
      if (effects.has(CONTENT_CHANGED)) versions += 1;
    });
    expect(await replaceMediaEverywhere(db, editor, { id: before.id, withPath: next })).toBe(3);
    expect(versions).toBe(1);

    const courseRow = (await courseKind.store.get(database.db, course.id)).row;
    expect(courseRow.bannerImagePath).toBe(next);
    expect(courseRow.revision).toBe(2);
    expect((await getPageSeo(database.db, "course", course.id)).imagePath).toBe(next);
    const postRow = (await blogKind.store.get(database.db, post.id)).row;
    expect(postRow.content).toBe(`<p>See</p><img loading="lazy" src="/api/${next}" alt="Campus" />`);
    expect(JSON.stringify(postRow.contentDoc)).toContain(`"/api/${next}"`);
    expect(JSON.stringify(postRow.contentDoc)).not.toContain(old);

    expect((await itemAt(old))?.uses).toEqual([]);
    expect(await storage.statPublic(old)).not.toBeNull();
    expect((await itemAt(next))?.uses.map((use) => use.field)).toEqual([
      "Text",
      "Banner image",
      "Share image",
    ]);
    const { rows: replaced } = await listAudit(database.db, { entity: "media", action: "replace" });
    expect(replaced[0]).toMatchObject({
      entityId: String(before.id),
      changes: { path: [old, next], records: 3 },
    });
    const { rows: saves } = await listAudit(database.db, { entity: "course", action: "update" });
    expect(saves.some((row) => row.entityId === String(course.id))).toBe(true);
    const { rows: postSaves } = await listAudit(database.db, { entity: "blog-post", action: "update" });
    expect(postSaves[0]).toMatchObject({ entityId: String(post.id) });

    const again = await replaceMediaEverywhere(db, editor, { id: before.id, withPath: next }).catch((e) => e);
    expect(again).toBeInstanceOf(RuleError);
    expect(again.message).toBe(MEDIA_LIBRARY_TEXT.replaceUnused);
  });
});
