/**
 * Pages' search and share fields on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL: the edit
 * screen's form as its action runs it (title, description, social image; limits; audit; content version), the
 * defaults the previews show, and the page's meta tags, Open Graph card and JSON-LD using them over the
 * content's own words, and the content's own again once emptied.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  contentEditAction,
  contentEditLoader,
  type KitContext,
} from "../../app/features/console/content/content-kit.server";
import { courseKind } from "../../app/features/console/content/kinds/programs.server";
import { programDetailMeta, programWithSeo } from "../../app/features/programs/detail-meta";
import { courseLd } from "../../app/lib/json-ld-builders.server";
import { listAudit } from "../../domain/audit/audit.server";
import { getPageSeo } from "../../domain/content/content-seo.server";
import { getCourseBySlug } from "../../domain/programs/programs.server";
import type { Actor } from "../../domain/staff/actor";
import { bindWriteEffects, CONTENT_CHANGED } from "../../domain/write-effects";
import { readMultipart } from "../../server/http/multipart";
import { createStorage, type DiskStorage } from "../../server/storage/storage";
import { createTestDatabase } from "../support/test-db";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let context: KitContext;
let storage: DiskStorage;
let dataDir: string;
const contentChanged = vi.fn();
const editor: Actor = { id: "u-esha", email: "esha@example.in", name: "Esha Editor", role: "editor" };
const SITE = "https://nexora.example";

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "content-seo-"));
  storage = createStorage(dataDir);
  const db = bindWriteEffects(database.db, (effects) => effects.has(CONTENT_CHANGED) && contentChanged());
  context = { db, storage, readMultipart, config: { siteUrl: SITE } } as unknown as KitContext;
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function seoPost(id: number, fields: Record<string, string>, image?: Blob) {
  const form = new FormData();
  form.append("intent", "seo");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("seoImage", image, "card.png");
  const request = new Request("http://localhost/admin/content/courses/x", { method: "POST", body: form });
  try {
    const answer = (await contentEditAction(context, editor, request, String(id), courseKind)) as unknown as {
      data: { seoError?: unknown };
      init: ResponseInit;
    };
    return { location: null, answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get("location"), answer: null };
    throw thrown;
  }
}

const png = async (colour: string) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: 1200, height: 630, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    ),
  ]);

const tag = (tags: ReturnType<typeof programDetailMeta>, key: string) =>
  tags.find(
    (entry) =>
      (key === "title" && "title" in entry) ||
      ("name" in entry && entry.name === key) ||
      ("property" in entry && entry.property === key),
  ) as Record<string, string> | undefined;

async function pageOf(id: number) {
  const course = await getCourseBySlug(database.db, "rust-services");
  const seo = await getPageSeo(database.db, "course", id);
  const meta = programDetailMeta("course", { program: course, slug: course.slug, siteUrl: SITE, seo });
  const ld = courseLd(SITE, `/created-courses-web/${course.slug}`, programWithSeo(course, seo));
  return { meta, ld };
}

describe("a course's search and share fields", () => {
  let id: number;

  beforeAll(async () => {
    id = (
      await courseKind.store.create(context.db, editor, {
        publish: "published",
        values: {
          title: "Rust Services",
          slug: "rust-services",
          category: "Programming",
          description: "Build fast and safe web services in Rust.",
          duration: "3 Months",
          skillLevel: "Beginner",
          language: "English",
          feesPaise: 2_499_900,
          sortOrder: 1,
        },
      })
    ).id;
  });

  it("without any, the page and the form's previews use the content's own words", async () => {
    const { meta, ld } = await pageOf(id);
    expect(tag(meta, "title")?.title).toBe("Rust Services | Nexora Technologies");
    expect(tag(meta, "description")?.content).toBe("Build fast and safe web services in Rust.");
    expect(ld.description).toBe("Build fast and safe web services in Rust.");
    const form = await contentEditLoader(context, new Request("http://localhost/x"), String(id), courseKind);
    expect(form.seo).toEqual({
      values: { title: "", description: "", imagePath: "" },
      defaults: {
        path: "/created-courses-web/rust-services",
        title: "Rust Services | Nexora Technologies",
        description: "Build fast and safe web services in Rust.",
        image: "",
      },
      siteUrl: SITE,
    });
  });

  it("stores a title, a description and a social image; meta, Open Graph and JSON-LD use them; audited", async () => {
    contentChanged.mockClear();
    const { location } = await seoPost(
      id,
      { seoTitle: "Learn Rust in Chennai", seoDescription: "Twelve weeks of Rust  services,\nwith mentors." },
      await png("#2E008F"),
    );
    expect(location).toBe(`/admin/content/courses/${id}?seo=1`);
    expect(contentChanged).toHaveBeenCalledTimes(1);
    const seo = await getPageSeo(database.db, "course", id);
    expect(seo).toMatchObject({
      title: "Learn Rust in Chennai",
      description: "Twelve weeks of Rust services, with mentors.",
      imagePath: expect.stringMatching(/^uploads\/seo\/card-png-[0-9a-f]+\.webp$/),
    });
    expect(await storage.statPublic(seo.imagePath)).not.toBeNull();
    const { meta, ld } = await pageOf(id);
    expect(tag(meta, "title")?.title).toBe("Learn Rust in Chennai");
    expect(tag(meta, "og:title")?.content).toBe("Learn Rust in Chennai");
    expect(tag(meta, "description")?.content).toBe("Twelve weeks of Rust services, with mentors.");
    expect(tag(meta, "og:description")?.content).toBe("Twelve weeks of Rust services, with mentors.");
    expect(tag(meta, "og:image")?.content).toContain(seo.imagePath.replace(/\.webp$/, ""));
    expect(ld).toMatchObject({
      name: "Rust Services",
      description: "Twelve weeks of Rust services, with mentors.",
    });
    expect(String(ld.image)).toContain(seo.imagePath.replace(/\.webp$/, ""));
    const { rows } = await listAudit(database.db, { entity: "course" });
    expect(rows[0]).toMatchObject({
      action: "update",
      entityId: String(id),
      changes: {
        seoTitle: [null, "Learn Rust in Chennai"],
        seoDescription: [null, "Twelve weeks of Rust services, with mentors."],
        socialImage: [null, seo.imagePath],
      },
    });
  });

  it("refuses a title or description longer than search results show, on its field, keeping what was stored", async () => {
    const long = await seoPost(id, { seoTitle: "x".repeat(71), seoDescription: "" });
    expect(long.answer?.init.status).toBe(400);
    expect(long.answer?.data.seoError).toEqual({
      field: "seoTitle",
      text: expect.stringContaining("70 characters"),
    });
    const longer = await seoPost(id, { seoTitle: "", seoDescription: "y".repeat(161) });
    expect(longer.answer?.data.seoError).toMatchObject({ field: "seoDescription" });
    expect((await getPageSeo(database.db, "course", id)).title).toBe("Learn Rust in Chennai");
  });

  it("a new image replaces the old one in storage; emptied fields give the page its own words back", async () => {
    const old = (await getPageSeo(database.db, "course", id)).imagePath;
    await seoPost(id, { seoTitle: "Learn Rust in Chennai", seoDescription: "" }, await png("#10b981"));
    const now = (await getPageSeo(database.db, "course", id)).imagePath;
    expect(now).not.toBe(old);
    expect(await storage.statPublic(old)).toBeNull();
    await seoPost(id, { seoTitle: "", seoDescription: "", removeSeoImage: "on" });
    expect(await getPageSeo(database.db, "course", id)).toEqual({
      title: "",
      description: "",
      imagePath: "",
    });
    expect(await storage.statPublic(now)).toBeNull();
    const { meta } = await pageOf(id);
    expect(tag(meta, "title")?.title).toBe("Rust Services | Nexora Technologies");
    expect(tag(meta, "og:image")?.content).toBe(`${SITE}/og-default.png`);
  });
});
