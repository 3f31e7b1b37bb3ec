/**
 * The content kit's writes through the same functions the console routes call (action and store), on the
 * embedded database and, with TEST_DATABASE_URL, on PostgreSQL: validation, audit rows, the content version,
 * slugs and their redirects, the stale-save guard, bulk publishing, uploads checked by content, and files
 * removed with their record.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import {
  contentEditAction,
  contentListAction,
  contentListLoader,
} from "../../app/features/console/content/content-kit.server";
import { courseKind } from "../../app/features/console/content/kinds/programs.server";
import { listAudit } from "../../domain/audit/audit.server";
import { courses } from "../../domain/db/schema";
import { imageVariantPath } from "../../domain/media";
import {
  findMovedProgram,
  getCourseBySlug,
  listCourses,
  listHeaderItems,
} from "../../domain/programs/programs.server";
import type { Actor } from "../../domain/staff/actor";
import { openContentKit } from "../support/content-kit";

const editor: Actor = { id: "u-editor", email: "esha@example.in", name: "Esha Editor", role: "editor" };
const other: Actor = { id: "u-chitra", email: "chitra@example.in", name: "Chitra Counsellor", role: "admin" };

const { database, storage, contentChanged, context } = await openContentKit("content-kit", {
  staff: [editor, other],
});
beforeEach(() => contentChanged.mockClear());

const URL_BASE = "http://localhost/admin/content/courses";

function post(
  fields: Record<string, string | string[]>,
  files: Record<string, Blob & { name?: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name ?? "file");
  return new Request(URL_BASE, { method: "POST", body: form });
}

const courseFields = (overrides: Record<string, string | string[]> = {}) => ({
  intent: "save",
  revision: "0",
  title: "Rust for Services",
  category: "Programming",
  description: "Build fast, safe web services.",
  duration: "3 Months",
  skillLevel: "Intermediate",
  language: "English",
  fees: "24999",
  sortOrder: "1",
  reviewCount: "0",
  "courseModules[0].title": "Ownership",
  "courseModules[0].description": "Borrowing and lifetimes",
  "courseModules[1].title": "Async",
  ...overrides,
});

/** Runs the form action; answers the redirect's location or the returned data. */
async function save(request: Request, id = "new", actor = editor) {
  try {
    const answer = await contentEditAction(context, actor, request, id, courseKind);
    return {
      location: null,
      answer: answer as unknown as { data: Record<string, unknown>; init: ResponseInit },
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get("location"), answer: null };
    throw thrown;
  }
}

const idFrom = (location: string | null) => Number(/\/(\d+)\?saved=1$/.exec(location ?? "")?.[1]);

async function rowOf(id: number) {
  const { row } = await courseKind.store.get(database.db, id);
  return row as typeof courses.$inferSelect;
}

describe("creating and saving a course", () => {
  it("stores a valid form as a draft with a slug from its title, its modules in order, an audit row, and moves the content version", async () => {
    const { location } = await save(post(courseFields()));
    const id = idFrom(location);
    expect(id).toBeGreaterThan(0);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      slug: "rust-for-services",
      isActive: false,
      feesPaise: 2_499_900,
      revision: 1,
      courseModules: [{ title: "Ownership", description: "Borrowing and lifetimes" }, { title: "Async" }],
    });
    expect(contentChanged).toHaveBeenCalledTimes(1);
    const { rows } = await listAudit(database.db, { entity: "course" });
    expect(rows[0]).toMatchObject({ action: "create", entityId: String(id), actorEmail: editor.email });
    expect(rows[0].changes).toMatchObject({ title: [null, "Rust for Services"], status: [null, "draft"] });
    // A draft is nowhere public.
    expect((await listCourses(database.db)).some((course) => course.id === id)).toBe(false);
    await expect(getCourseBySlug(database.db, "rust-for-services")).rejects.toThrow();
  });

  it("refuses invalid input with the field's message, storing nothing and moving nothing", async () => {
    const before = await database.db.$count(courses);
    const { answer } = await save(post(courseFields({ title: "", category: "Cooking", fees: "-5" })));
    expect(answer?.init.status).toBe(400);
    const result = answer?.data.result as { error: Record<string, string[]> };
    expect(result.error.title).toEqual(["Enter the title."]);
    expect(result.error.category).toEqual(["Choose the category."]);
    expect(result.error.fees?.[0]).toMatch(/at least 0/);
    expect(await database.db.$count(courses)).toBe(before);
    expect(contentChanged).not.toHaveBeenCalled();
  });

  it("applies a list button without JavaScript: the rows come back moved, nothing is saved", async () => {
    const before = await database.db.$count(courses);
    const intent = JSON.stringify({ type: "reorder", payload: { name: "courseModules", from: 1, to: 0 } });
    const { answer } = await save(post({ ...courseFields({ title: "No JS" }), __intent__: intent }));
    const result = answer?.data.result as { initialValue: { courseModules: { title: string }[] } };
    expect(result.initialValue.courseModules.map((row) => row.title)).toEqual(["Async", "Ownership"]);
    expect(await database.db.$count(courses)).toBe(before);
  });

  it("refuses a slug another course uses, keeping what was typed", async () => {
    // Its own course first, so the test passes alone and in any order.
    expect(idFrom((await save(post(courseFields({ title: "Taken Address" })))).location)).toBeGreaterThan(0);
    const { answer } = await save(post(courseFields({ title: "Rust again", slug: "taken-address" })));
    expect(answer?.init.status).toBe(409);
    const result = answer?.data.result as {
      error: Record<string, string[]>;
      initialValue: Record<string, unknown>;
    };
    expect(result.error.slug?.[0]).toMatch(/already uses the address/);
    expect(result.initialValue.title).toBe("Rust again");
  });

  it("publishes with a save, then shows at once in the list, the menu and the page", async () => {
    const { location } = await save(post(courseFields({ title: "Go Microservices", intent: "publish" })));
    const id = idFrom(location);
    expect((await rowOf(id)).isActive).toBe(true);
    expect((await listHeaderItems(database.db, "course")).map((item) => item.slug)).toContain(
      "go-microservices",
    );
    expect((await getCourseBySlug(database.db, "go-microservices")).title).toBe("Go Microservices");
  });
});

describe("a save writes only what changed", () => {
  it("changing only the fee of a course stored with plain-string lists keeps its lists as stored, and audits only the fee", async () => {
    const { location } = await save(post(courseFields({ title: "Seeded Python" })));
    const id = idFrom(location);
    // The demo content stores some list fields as plain strings, as older CMS exports did.
    await database.db
      .update(courses)
      .set({ keyFeatures: ["Live classes", "Projects"] as never, loveItems: ["Mentors"] as never })
      .where(eq(courses.id, id));
    const form = courseKind.toForm((await rowOf(id)) as never) as Record<string, unknown>;
    const fields: Record<string, string> = { intent: "save" };
    for (const [name, value] of Object.entries(form)) {
      if (Array.isArray(value))
        value.forEach((row: Record<string, string>, index) => {
          for (const [key, text] of Object.entries(row)) fields[`${name}[${index}].${key}`] = text;
        });
      else if (value !== undefined && value !== null) fields[name] = String(value);
    }
    const saved = await save(post({ ...fields, fees: "25999" }), String(id));
    expect(saved.location).toMatch(/\?saved=1$/);
    const row = await rowOf(id);
    expect(row.feesPaise).toBe(2_599_900);
    expect(row.keyFeatures).toEqual(["Live classes", "Projects"]);
    expect(row.loveItems).toEqual(["Mentors"]);
    const [latest] = (await listAudit(database.db, { entity: "course" })).rows.filter(
      (r) => r.entityId === String(id) && r.action === "update",
    );
    expect(Object.keys(latest.changes)).toEqual(["feesPaise"]);
  });
});

describe("the stale-save guard", () => {
  it("refuses a save of an older revision, naming who saved and when, and keeps the typed input", async () => {
    const { location } = await save(post(courseFields({ title: "Kotlin Basics" })));
    const id = idFrom(location);
    // Two tabs opened at revision 1; the other person saves first.
    const first = await save(
      post(courseFields({ title: "Kotlin Basics", revision: "1", duration: "2 Months" })),
      String(id),
      other,
    );
    expect(first.location).toMatch(/\?saved=1$/);
    const second = await save(post(courseFields({ title: "Kotlin for Android", revision: "1" })), String(id));
    expect(second.answer?.init.status).toBe(409);
    const result = second.answer?.data.result as {
      error: Record<string, string[]>;
      initialValue: Record<string, unknown>;
    };
    expect(result.error[""]?.[0]).toMatch(
      /^Chitra Counsellor saved this at \d{2} \w{3} \d{4}, \d{2}:\d{2} — /,
    );
    expect(result.initialValue.title).toBe("Kotlin for Android");
    const row = await rowOf(id);
    expect(row).toMatchObject({ title: "Kotlin Basics", duration: "2 Months", revision: 2 });
  });

  it("lets exactly one of two simultaneous saves of the same revision win", async () => {
    const { location } = await save(post(courseFields({ title: "Scala Streams" })));
    const id = idFrom(location);
    const results = await Promise.allSettled([
      courseKind.store.update(database.db, editor, { id, revision: 1, values: { title: "Scala A" } }),
      courseKind.store.update(database.db, other, { id, revision: 1, values: { title: "Scala B" } }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(1);
    expect((await rowOf(id)).revision).toBe(2);
  });
});

describe("slugs", () => {
  it("keeps every old address of a renamed course leading to its current one", async () => {
    const { location } = await save(post(courseFields({ title: "Flutter Apps", intent: "publish" })));
    const id = idFrom(location);
    await save(
      post(courseFields({ title: "Flutter Apps", slug: "flutter-mobile", revision: "1" })),
      String(id),
    );
    await save(post(courseFields({ title: "Flutter Apps", slug: "flutter-3", revision: "2" })), String(id));
    expect(await findMovedProgram(database.db, "course", "flutter-apps")).toBe("flutter-3");
    expect(await findMovedProgram(database.db, "course", "flutter-mobile")).toBe("flutter-3");
    expect(await findMovedProgram(database.db, "course", "flutter-3")).toBeNull();
    const { rows } = await listAudit(database.db, { entity: "course" });
    expect(rows[0].changes).toEqual({ slug: ["flutter-mobile", "flutter-3"] });
    // Renamed back: the address is live again and no longer redirects.
    await save(
      post(courseFields({ title: "Flutter Apps", slug: "flutter-apps", revision: "3" })),
      String(id),
    );
    expect(await findMovedProgram(database.db, "course", "flutter-apps")).toBeNull();
    expect(await findMovedProgram(database.db, "course", "flutter-3")).toBe("flutter-apps");
  });
});

describe("the list", () => {
  it("publishes and unpublishes ticked rows in one post, one audit row each, and filters by status", async () => {
    const ids: number[] = [];
    for (const title of ["Bulk One", "Bulk Two"])
      ids.push(idFrom((await save(post(courseFields({ title })))).location));
    contentChanged.mockClear();
    const form = new FormData();
    form.append("intent", "publish");
    for (const id of ids) form.append("id", String(id));
    const answer = await contentListAction(
      context,
      editor,
      new Request(URL_BASE, { method: "POST", body: form }),
      courseKind,
    );
    expect(answer).toEqual({ notice: { ok: true, text: "2 courses published." } });
    expect(contentChanged).toHaveBeenCalledTimes(1);
    const { rows } = await listAudit(database.db, { entity: "course", action: "publish" });
    expect(rows.map((row) => Number(row.entityId)).sort()).toEqual(ids.sort());
    const list = await contentListLoader(
      context,
      new Request(`${URL_BASE}?q=bulk&status=published`),
      courseKind,
    );
    expect(list.rows.map((row) => row.title).sort()).toEqual(["Bulk One", "Bulk Two"]);
    const drafts = await contentListLoader(
      context,
      new Request(`${URL_BASE}?q=bulk&status=draft`),
      courseKind,
    );
    expect(drafts.total).toBe(0);
  });

  it("publishes nothing without a slug, and warns of every published record that has none", async () => {
    const id = idFrom((await save(post(courseFields({ title: "Slugless Draft" })))).location);
    await database.db.update(courses).set({ slug: null }).where(eq(courses.id, id));
    const form = new FormData();
    form.append("intent", "publish");
    form.append("id", String(id));
    const answer = (await contentListAction(
      context,
      editor,
      new Request(URL_BASE, { method: "POST", body: form }),
      courseKind,
    )) as unknown as { data: { notice: { ok: boolean; text: string } }; init: ResponseInit };
    expect(answer.init.status).toBe(409);
    expect(answer.data.notice.text).toMatch(/^Nothing was published: “Slugless Draft” has no slug/);
    expect((await rowOf(id)).isActive).toBe(false);

    // An older row published without a slug: the list marks it and counts it whatever the page shows.
    await database.db.update(courses).set({ isActive: true }).where(eq(courses.id, id));
    const list = await contentListLoader(context, new Request(`${URL_BASE}?q=slugless`), courseKind);
    expect(list.noAddressCount).toBe(1);
    expect(list.rows.find((row) => row.id === id)?.noAddress).toBe(true);
    const other = await contentListLoader(context, new Request(`${URL_BASE}?q=bulk`), courseKind);
    expect(other.noAddressCount).toBe(1);
    expect(other.rows.every((row) => !row.noAddress)).toBe(true);

    // Saving it (even as it is) makes a slug from the title.
    const { revision } = await rowOf(id);
    const saved = await save(
      post(courseFields({ title: "Slugless Draft", revision: String(revision) })),
      String(id),
    );
    expect(saved.location).toMatch(/\?saved=1$/);
    expect((await rowOf(id)).slug).toBe("slugless-draft");
    expect((await contentListLoader(context, new Request(URL_BASE), courseKind)).noAddressCount).toBe(0);
  });
});

describe("uploads", () => {
  const png = async (width: number) =>
    new Blob([
      new Uint8Array(
        await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: "#2E008F" } })
          .png()
          .toBuffer(),
      ),
    ]);

  it("stores an image as WebP with the page widths, a PDF brochure, and removes both with the course", async () => {
    const image = Object.assign(await png(1000), { name: "banner.png" });
    const brochure = Object.assign(new Blob(["%PDF-1.4\n%…\n"]), { name: "brochure.pdf" });
    const { location } = await save(
      post(courseFields({ title: "Media Course" }), { bannerImage: image, brochure }),
    );
    const id = idFrom(location);
    const row = await rowOf(id);
    expect(row.bannerImagePath).toMatch(/^uploads\/courses\/media-course-[0-9a-f]{12}\.webp$/);
    expect(row.brochurePath).toMatch(/^uploads\/brochures\/media-course-[0-9a-f]{12}\.pdf$/);
    const stored = await storage.readPublic(row.bannerImagePath);
    expect((await sharp(stored).metadata()).format).toBe("webp");
    const variant = imageVariantPath(row.bannerImagePath, 400)!;
    expect((await sharp(await storage.readPublic(variant)).metadata()).width).toBe(400);

    await save(post({ intent: "delete" }), String(id));
    expect(await storage.statPublic(row.bannerImagePath)).toBeNull();
    expect(await storage.statPublic(variant)).toBeNull();
    expect(await storage.statPublic(row.brochurePath)).toBeNull();
    await expect(courseKind.store.get(database.db, id)).rejects.toThrow();
    const { rows } = await listAudit(database.db, { entity: "course", action: "delete" });
    expect(rows[0]).toMatchObject({ entityId: String(id), changes: { title: ["Media Course", null] } });
  });

  it("refuses a file that is not an image whatever its name, and a brochure that is not a PDF", async () => {
    const fake = Object.assign(new Blob(["<html><script>alert(1)</script>"]), { name: "photo.png" });
    const { answer } = await save(post(courseFields({ title: "Fake Image" }), { bannerImage: fake }));
    expect(answer?.data.uploadErrors).toEqual({
      bannerImage: "Choose a JPEG, PNG, WebP, AVIF or GIF image.",
    });
    const notPdf = Object.assign(await png(100), { name: "brochure.pdf" });
    const second = await save(post(courseFields({ title: "Fake Pdf" }), { brochure: notPdf }));
    expect(second.answer?.data.uploadErrors).toEqual({ brochure: "Choose a PDF file." });
    expect(contentChanged).not.toHaveBeenCalled();
  });

  it("keeps a file another course still names (demo rows may share one) when a course is deleted", async () => {
    const image = Object.assign(await png(400), { name: "shared.png" });
    const first = idFrom(
      (await save(post(courseFields({ title: "Shared One" }), { bannerImage: image }))).location,
    );
    const shared = (await rowOf(first)).bannerImagePath;
    const second = idFrom((await save(post(courseFields({ title: "Shared Two" })))).location);
    await database.db.update(courses).set({ bannerImagePath: shared }).where(eq(courses.id, second));
    await save(post({ intent: "delete" }), String(first));
    expect(await storage.statPublic(shared)).not.toBeNull();
    await save(post({ intent: "delete" }), String(second));
    expect(await storage.statPublic(shared)).toBeNull();
  });

  it("replacing an image removes the old one", async () => {
    const first = Object.assign(await png(500), { name: "a.png" });
    const { location } = await save(post(courseFields({ title: "Replace Me" }), { bannerImage: first }));
    const id = idFrom(location);
    const oldPath = (await rowOf(id)).bannerImagePath;
    const second = Object.assign(await png(600), { name: "b.png" });
    await save(
      post(courseFields({ title: "Replace Me", revision: "1" }), { bannerImage: second }),
      String(id),
    );
    const newPath = (await rowOf(id)).bannerImagePath;
    expect(newPath).not.toBe(oldPath);
    expect(await storage.statPublic(oldPath)).toBeNull();
    expect(await storage.statPublic(newPath)).not.toBeNull();
  });
});
