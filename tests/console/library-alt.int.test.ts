/**
 * The media library's alt text on public pages (docs/decisions/0058-media-library.md, "Alt text on pages") on
 * the embedded database and, with TEST_DATABASE_URL, on PostgreSQL, through the pages' own loaders and the
 * cached content reads the server uses: a blog post's featured image and share card, the images of its text
 * whose own alt is empty (an alt the editor typed stays), a hero article's image (its header background stays
 * decorative), course cards, hiring-company logos and alerts' banners are described by the library's alt text, else by their
 * title; changing an alt text in the library moves the content version, so the next render shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadActiveAlerts } from "../../app/features/alerts/alerts.server";
import { loadHomeData } from "../../app/features/home/home-data.server";
import { loader as blogLoader, meta as blogMeta } from "../../app/routes/blog-post";
import { loader as heroLoader } from "../../app/routes/hero-article";
import { loader as programListLoader } from "../../app/routes/program-list";
import { setMediaAlt } from "../../domain/content/media-library.server";
import { alerts, banners, blogPosts, courses, heroSections, mediaItems } from "../../domain/db/schema";
import type { Actor } from "../../domain/staff/actor";
import { bindWriteEffects, CONTENT_CHANGED } from "../../domain/write-effects";
import { ContentVersion } from "../../server/effects/content-version";
import { createContentReads } from "../../server/http/content-cache";
import { createTestDatabase } from "../support/test-db";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let context: Record<string, unknown>;
const version = new ContentVersion();
const editor: Actor = { id: "u-esha", email: "esha@example.in", name: "Esha Editor", role: "editor" };
const SITE = "https://nexora.example";

const LIGHTHOUSE = "uploads/blog/lighthouse-0123456789ab.webp";
const DIAGRAM = "uploads/blog/diagram-0123456789ab.webp";
const CHART = "uploads/blog/chart-0123456789ab.webp";
const UNDESCRIBED = "uploads/blog/plain-0123456789ab.webp";
const BANNER = "uploads/courses/cloud-0123456789ab.webp";
const LOGO = "uploads/banners/acme-0123456789ab.webp";
const ALERT = "uploads/alerts/sale-0123456789ab.webp";
/** Only the alt-change test's post shows it, so the other tests read the library as it was made. */
const HARBOUR = "uploads/blog/harbour-0123456789ab.webp";
let harbourId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = bindWriteEffects(database.db, (effects) => {
    if (effects.has(CONTENT_CHANGED)) version.move();
  });
  context = {
    db,
    reads: createContentReads(db, version),
    config: { siteUrl: SITE },
    sectionFailed() {},
  };
  const items = await database.db
    .insert(mediaItems)
    .values([
      { path: LIGHTHOUSE, alt: "A lighthouse at dusk over a calm sea" },
      { path: DIAGRAM, alt: "Library words for the diagram" },
      { path: CHART, alt: "Bar chart of placements by month" },
      { path: UNDESCRIBED, alt: "" },
      { path: BANNER, alt: "Students at laptops in a cloud lab" },
      { path: LOGO, alt: "Acme Corp logo" },
      { path: ALERT, alt: "Twenty per cent off every course this week" },
      { path: HARBOUR, alt: "A harbour at dawn" },
    ])
    .returning({ id: mediaItems.id, path: mediaItems.path });
  harbourId = items.find((item) => item.path === HARBOUR)?.id ?? 0;
  const text = [
    "<p>Intro.</p>",
    `<img src="/api/${CHART}" alt="">`,
    `<img src="/api/${DIAGRAM}" alt="The editor's own words">`,
    `<img src="/api/${UNDESCRIBED}" alt="">`,
  ].join("");
  await database.db.insert(blogPosts).values([
    { slug: "lights", title: "Lights on the coast", featuredImagePath: LIGHTHOUSE, content: text },
    { slug: "plain", title: "A plain post", featuredImagePath: UNDESCRIBED, content: "<p>No images.</p>" },
    { slug: "harbour", title: "The harbour", featuredImagePath: HARBOUR, content: "<p>Boats.</p>" },
  ]);
  await database.db.insert(heroSections).values({
    slug: "coast",
    title: "Coast Careers",
    featuredImage: LIGHTHOUSE,
    content: `<p>Hi.</p><img src="/api/${CHART}">`,
    isActive: true,
  });
  await database.db.insert(courses).values({
    slug: "cloud",
    title: "Cloud Basics",
    category: "Cloud",
    bannerImagePath: BANNER,
    isPublished: true,
  } as typeof courses.$inferInsert);
  await database.db
    .insert(banners)
    .values({ title: "Acme", bannerImagePath: LOGO } as typeof banners.$inferInsert);
  await database.db.insert(alerts).values([
    { category: "mid", title: "Sale", bannerImagePath: ALERT },
    { category: "bottom", title: "Webinar", bannerImagePath: UNDESCRIBED },
  ] as (typeof alerts.$inferInsert)[]);
});
afterAll(async () => {
  await database.close();
});

const blogPage = async (slug: string) => {
  const data = await blogLoader({ params: { slug }, context } as never);
  const tags = blogMeta({
    data,
    params: { slug },
    matches: [{ id: "root", loaderData: { siteUrl: SITE } }],
    error: undefined,
  } as never) as Record<string, unknown>[];
  return { data, shareAlt: tags.find((tag) => tag.property === "og:image:alt")?.content };
};
const imgTag = (html: string, path: string) => html.match(new RegExp(`<img[^>]*${path}[^>]*>`))?.[0] ?? "";

// Each test reads records only it changes, if any: the tests pass alone and in any order.
describe("library alt text on public pages", () => {
  it("describes a blog post's featured image, share card and text images by the library, keeping the editor's own alt", async () => {
    const { data, shareAlt } = await blogPage("lights");
    expect(data.featuredAlt).toBe("A lighthouse at dusk over a calm sea");
    expect(shareAlt).toBe("A lighthouse at dusk over a calm sea");
    expect(imgTag(data.post.content, CHART)).toContain('alt="Bar chart of placements by month"');
    expect(imgTag(data.post.content, DIAGRAM)).toContain(`alt="The editor's own words"`);
    expect(imgTag(data.post.content, DIAGRAM)).not.toContain("Library words");
    // No alt text in the library: the image stays as the editor left it (decorative).
    expect(imgTag(data.post.content, UNDESCRIBED)).toMatch(/alt=""/);
  });

  it("falls back to the title when the library has no alt text for the image", async () => {
    const { data, shareAlt } = await blogPage("plain");
    expect(data.featuredAlt).toBe("A plain post");
    expect(shareAlt).toBe("A plain post");
  });

  it("describes a hero article's image and its text images, the header's background staying decorative", async () => {
    const data = await heroLoader({ params: { slug: "coast" }, context } as never);
    expect(data.featuredAlt).toBe("A lighthouse at dusk over a calm sea");
    expect(imgTag(data.hero.content, CHART)).toContain('alt="Bar chart of placements by month"');
  });

  it("describes an alert's banner by the library, else by its title", async () => {
    const active = await loadActiveAlerts(context as never);
    expect(active.mid.map((alert) => alert.image_alt)).toEqual([
      "Twenty per cent off every course this week",
    ]);
    expect(active.bottom.map((alert) => alert.image_alt)).toEqual(["Webinar"]);
  });

  it("describes course cards and hiring-company logos by the library", async () => {
    const list = await programListLoader({
      context,
      request: new Request("http://localhost/learning-opportunities"),
    } as never);
    expect(list.items.find((item) => item.slug === "cloud")?.image_alt).toBe(
      "Students at laptops in a cloud lab",
    );
    const home = await loadHomeData(context as never);
    const logos = await home.logos;
    expect(logos.status === "loaded" && logos.items[0]?.image_alt).toBe("Acme Corp logo");
  });

  it("shows a changed alt text at the next render: the save moves the content version", async () => {
    expect((await blogPage("harbour")).data.featuredAlt).toBe("A harbour at dawn");
    const before = version.current;
    await setMediaAlt(context.db as never, editor, { id: harbourId, alt: "The old harbour, lit" });
    expect(version.current).toBe(before + 1);
    const { data, shareAlt } = await blogPage("harbour");
    expect(data.featuredAlt).toBe("The old harbour, lit");
    expect(shareAlt).toBe("The old harbour, lit");
  });
});
