/**
 * Pages' search and share fields on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL: the edit
 * screen's form as its action runs it (title, description, social image; limits; audit; content version), the
 * defaults the previews show, and the page's meta tags, Open Graph card and JSON-LD using them over the
 * content's own words, and the content's own again once emptied; the same for a hero article, through its
 * page's own loader and meta. A deleted record takes its fields and (unless other content uses it) its share
 * image with it.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { contentEditAction, contentEditLoader } from "../../app/features/console/content/content-kit.server";
import { heroKind } from "../../app/features/console/content/kinds/articles.server";
import { courseKind } from "../../app/features/console/content/kinds/programs.server";
import { programDetailMeta, programWithSeo } from "../../app/features/programs/detail-meta";
import { courseLd } from "../../app/lib/json-ld-builders.server";
import { loader as heroLoader, meta as heroMeta } from "../../app/routes/hero-article";
import { listAudit } from "../../domain/audit/audit.server";
import { getPageSeo } from "../../domain/content/content-seo.server";
import { mediaUses } from "../../domain/content/media-library.server";
import { CONTENT_READS, type ContentReads } from "../../domain/content-reads.server";
import type { Db } from "../../domain/db/db";
import { contentSeo } from "../../domain/db/schema";
import { getCourseBySlug } from "../../domain/programs/programs.server";
import type { Actor } from "../../domain/staff/actor";
import { openContentKit } from "../support/content-kit";
import { courseValues } from "../support/course-values";

const editor: Actor = { id: "u-esha", email: "esha@example.in", name: "Esha Editor", role: "editor" };
const SITE = "https://nexora.example";

const { database, storage, contentChanged, context } = await openContentKit("content-seo", {
  config: { siteUrl: SITE },
});

async function seoPost(
  id: number,
  fields: Record<string, string>,
  image?: Blob,
  kind: typeof courseKind | typeof heroKind = courseKind,
) {
  const form = new FormData();
  form.append("intent", "seo");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("seoImage", image, "card.png");
  const request = new Request("http://localhost/admin/content/courses/x", { method: "POST", body: form });
  try {
    const answer = (await contentEditAction(
      context,
      editor,
      request,
      String(id),
      kind as never,
    )) as unknown as {
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

async function pageOf(id: number, slug: string) {
  const course = await getCourseBySlug(database.db, slug);
  const seo = await getPageSeo(database.db, "course", id);
  const meta = programDetailMeta("course", { program: course, slug: course.slug, siteUrl: SITE, seo });
  const ld = courseLd(SITE, `/created-courses-web/${course.slug}`, programWithSeo(course, seo));
  return { meta, ld };
}

// Each test has its own course and hero article (their own slugs): the tests pass alone and in any order.
describe("a course's search and share fields", () => {
  let id: number;
  let slug = "";
  let made = 0;
  /**
   * The search title and description the editor types, with a social image of `colour`. Images are stored
   * by their content and kept while any record shows them: a test that checks a removal uses its own colour.
   */
  const storeSeo = async (colour = "#2E008F") =>
    seoPost(
      id,
      { seoTitle: "Learn Rust in Chennai", seoDescription: "Twelve weeks of Rust  services,\nwith mentors." },
      await png(colour),
    );

  beforeEach(async () => {
    made += 1;
    slug = `rust-services-${made}`;
    id = (
      await courseKind.store.create(context.db, editor, {
        publish: "published",
        values: {
          title: "Rust Services",
          slug,
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
    const { meta, ld } = await pageOf(id, slug);
    expect(tag(meta, "title")?.title).toBe("Rust Services | Nexora Technologies");
    expect(tag(meta, "description")?.content).toBe("Build fast and safe web services in Rust.");
    expect(ld.description).toBe("Build fast and safe web services in Rust.");
    const form = await contentEditLoader(context, new Request("http://localhost/x"), String(id), courseKind);
    expect(form.seo).toEqual({
      values: { title: "", description: "", imagePath: "" },
      defaults: {
        path: `/created-courses-web/${slug}`,
        title: "Rust Services | Nexora Technologies",
        description: "Build fast and safe web services in Rust.",
        image: "",
      },
      siteUrl: SITE,
    });
  });

  it("stores a title, a description and a social image; meta, Open Graph and JSON-LD use them; audited", async () => {
    contentChanged.mockClear();
    const { location } = await storeSeo();
    expect(location).toBe(`/admin/content/courses/${id}?seo=1`);
    expect(contentChanged).toHaveBeenCalledTimes(1);
    const seo = await getPageSeo(database.db, "course", id);
    expect(seo).toMatchObject({
      title: "Learn Rust in Chennai",
      description: "Twelve weeks of Rust services, with mentors.",
      imagePath: expect.stringMatching(/^uploads\/seo\/card-png-[0-9a-f]+\.webp$/),
    });
    expect(await storage.statPublic(seo.imagePath)).not.toBeNull();
    const { meta, ld } = await pageOf(id, slug);
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
    await storeSeo();
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
    await storeSeo("#7c3aed");
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
    const { meta } = await pageOf(id, slug);
    expect(tag(meta, "title")?.title).toBe("Rust Services | Nexora Technologies");
    expect(tag(meta, "og:image")?.content).toBe(`${SITE}/og-default.png`);
  });
});

/** The page's reads straight from the database (no cache: each test sees the last write). */
const readsOf = (db: Db) =>
  Object.fromEntries(
    Object.entries(CONTENT_READS).map(([name, read]) => [
      name,
      (...args: unknown[]) => (read as (db: Db, ...rest: unknown[]) => Promise<unknown>)(db, ...args),
    ]),
  ) as unknown as ContentReads;

async function heroPage(slug: string) {
  const loaderContext = { reads: readsOf(database.db), config: { siteUrl: SITE }, sectionFailed() {} };
  const data = await heroLoader({ params: { slug }, context: loaderContext } as never);
  const tags = heroMeta({
    data,
    params: { slug },
    matches: [{ id: "root", loaderData: { siteUrl: SITE } }],
    error: undefined,
  } as never) as Record<string, unknown>[];
  const find = (key: string, value: string) => tags.find((tag) => tag[key] === value);
  return {
    title: (tags.find((tag) => "title" in tag) as { title: string }).title,
    description: find("name", "description")?.content,
    ogTitle: find("property", "og:title")?.content,
    ogDescription: find("property", "og:description")?.content,
    ogImage: find("property", "og:image")?.content,
    ld: data.jsonLd[0] as unknown as { description: string; image?: unknown },
  };
}

describe("a hero article's search and share fields", () => {
  let id: number;
  let slug = "";
  let made = 0;
  const storeSeo = () =>
    seoPost(
      id,
      {
        seoTitle: "Cloud careers in Chennai",
        seoDescription: "Six paths into cloud work, with the skills each needs.",
      },
      undefined,
      heroKind,
    );

  beforeEach(async () => {
    made += 1;
    slug = `cloud-careers-${made}`;
    id = (
      await heroKind.store.create(database.db, editor, {
        publish: "published",
        values: {
          title: "Cloud Careers",
          slug,
          author: "Asha",
          category: "Careers",
          smallDescription: "Where cloud skills take you.",
          featuredImage: "uploads/hero/cloud-0123456789ab.webp",
          content: "<p>Cloud work.</p>",
          sortOrder: 1,
        },
      })
    ).id;
  });

  it("without any, the form's previews and the page use the article's own words and image", async () => {
    const form = await contentEditLoader(context, new Request("http://localhost/x"), String(id), heroKind);
    expect(form.seo).toEqual({
      values: { title: "", description: "", imagePath: "" },
      defaults: {
        path: `/hero/${slug}`,
        title: "Cloud Careers | Nexora Technologies",
        description: "Where cloud skills take you.",
        image: "uploads/hero/cloud-0123456789ab.webp",
      },
      siteUrl: SITE,
    });
    const own = await heroPage(slug);
    expect(own).toMatchObject({
      title: "Cloud Careers | Nexora Technologies",
      description: "Where cloud skills take you.",
      ogDescription: "Where cloud skills take you.",
    });
    expect(own.ogImage).toContain("cloud-0123456789ab");
    expect(own.ld.description).toBe("Where cloud skills take you.");
  });

  it("stores a search title and description, audited; meta, Open Graph and JSON-LD use them", async () => {
    const { location } = await storeSeo();
    expect(location).toBe(`/admin/content/hero/${id}?seo=1`);
    const { rows } = await listAudit(database.db, { entity: "hero-article" });
    expect(rows.find((row) => row.entityId === String(id) && row.changes?.seoTitle)?.changes).toMatchObject({
      seoTitle: [null, "Cloud careers in Chennai"],
    });
    const typed = await heroPage(slug);
    expect(typed).toMatchObject({
      title: "Cloud careers in Chennai",
      description: "Six paths into cloud work, with the skills each needs.",
      ogTitle: "Cloud careers in Chennai",
      ogDescription: "Six paths into cloud work, with the skills each needs.",
    });
    expect(typed.ld.description).toBe("Six paths into cloud work, with the skills each needs.");
  });

  it("emptied, the page has the article's own words again", async () => {
    await storeSeo();
    await seoPost(id, { seoTitle: "", seoDescription: "" }, undefined, heroKind);
    expect(await heroPage(slug)).toMatchObject({
      title: "Cloud Careers | Nexora Technologies",
      description: "Where cloud skills take you.",
    });
  });
});

describe("deleting a record with search and share fields", () => {
  const course = async (title: string, slug: string) =>
    (
      await courseKind.store.create(context.db, editor, {
        publish: "published",
        values: courseValues(title, slug),
      })
    ).id;

  it("removes its content_seo row in the delete and its share image from storage", async () => {
    const id = await course("Go Basics", "go-basics");
    await seoPost(id, { seoTitle: "Learn Go", seoDescription: "Go from zero." }, await png("#f59e0b"));
    const { imagePath } = await getPageSeo(database.db, "course", id);
    expect(await storage.statPublic(imagePath)).not.toBeNull();
    await courseKind.store.remove(context.db, editor, { id }, storage);
    const left = await database.db.select().from(contentSeo).where(eq(contentSeo.entityId, id));
    expect(left.filter((row) => row.entity === "course")).toEqual([]);
    expect(await storage.statPublic(imagePath)).toBeNull();
    expect((await mediaUses(database.db)).has(imagePath)).toBe(false);
  });

  it("keeps a share image another record still uses", async () => {
    const first = await course("Go Advanced", "go-advanced");
    const second = await course("Go Pro", "go-pro");
    await seoPost(first, { seoTitle: "Advanced Go", seoDescription: "" }, await png("#0ea5e9"));
    const { imagePath } = await getPageSeo(database.db, "course", first);
    await database.db.insert(contentSeo).values({ entity: "course", entityId: second, imagePath });
    await courseKind.store.remove(context.db, editor, { id: first }, storage);
    expect(await getPageSeo(database.db, "course", first)).toEqual({
      title: "",
      description: "",
      imagePath: "",
    });
    expect(await storage.statPublic(imagePath)).not.toBeNull();
    expect((await mediaUses(database.db)).get(imagePath)?.map((use) => use.entityId)).toEqual([second]);
  });
});
