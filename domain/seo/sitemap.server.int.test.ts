import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { blogPosts, courses, heroSections, internships, jobs } from "../db/schema.ts";
import { listSitemapEntries } from "./sitemap.server.ts";
import { buildSitemapXml, type SitemapEntry, toLastmod } from "./sitemap.ts";
import { contentModifiedAt, listOpenJobPostedDates } from "./structured-data.server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(courses).values([
    { slug: "react-basics", title: "React Basics", category: "Development", updatedAt: day("2025-05-10") },
    { slug: null, title: "Cloud Computing Essentials", category: "Networking", updatedAt: day("2025-08-01") },
    { slug: "old-course", title: "Old", category: "Design", isActive: false, updatedAt: day("2025-08-02") },
  ]);
  await db.insert(internships).values([
    { slug: "web-intern", title: "Web Internship", category: "Development", updatedAt: day("2025-04-01") },
    {
      slug: null,
      title: "Network Security Internship",
      category: "Networking",
      updatedAt: day("2025-02-01"),
    },
  ]);
  await db.insert(blogPosts).values([
    { slug: "first post", title: "First", updatedAt: day("2025-06-01"), createdAt: day("2025-05-30") },
    { slug: "draft", title: "Draft", isPublished: false, updatedAt: day("2025-09-01") },
  ]);
  await db.insert(heroSections).values([
    { slug: "launch", title: "Launch", updatedAt: day("2025-07-01") },
    { slug: "retired", title: "Retired", isActive: false, updatedAt: day("2025-09-09") },
  ]);
  await db.insert(jobs).values([
    {
      title: "Dev",
      company: "Nexora Technologies",
      updatedAt: day("2025-03-03"),
      createdAt: day("2025-03-01"),
    },
    { title: "Closed", company: "X", status: "closed", updatedAt: day("2025-09-10") },
  ]);
});
afterAll(() => database.close());

const byPath = (entries: SitemapEntry[]) =>
  new Map(entries.map((entry) => [entry.path, toLastmod(entry.lastmod)]));

describe("listSitemapEntries", () => {
  it("lists active programs with a slug, published posts and active hero articles with their update date", async () => {
    const entries = byPath(await listSitemapEntries(database.db));
    expect(entries.get("/created-courses-web/react-basics")).toBe("2025-05-10");
    expect(entries.get("/created-internships-web/web-intern")).toBe("2025-04-01");
    expect(entries.get("/blog/first%20post")).toBe("2025-06-01");
    expect(entries.get("/hero/launch")).toBe("2025-07-01");
    const paths = [...entries.keys()];
    for (const hidden of ["old-course", "draft", "retired", "null", "/created-courses-web/\n"])
      expect(paths.some((path) => path.includes(hidden))).toBe(false);
    expect(paths.filter((path) => path.startsWith("/created-courses-web/"))).toHaveLength(1);
    expect(paths.filter((path) => path.startsWith("/created-internships-web/"))).toHaveLength(1);
  });

  it("dates list pages by their newest item and the home page by the newest of all; fixed pages have none", async () => {
    const entries = byPath(await listSitemapEntries(database.db));
    expect(entries.get("/blog")).toBe("2025-06-01");
    expect(entries.get("/learning-opportunities")).toBe("2025-08-01"); // the slug-less course counts: it is listed
    expect(entries.get("/career-opportunities")).toBe("2025-04-01");
    expect(entries.get("/open-positions")).toBe("2025-03-03"); // the closed job is not shown
    expect(entries.get("/")).toBe("2025-08-01");
    expect(entries.has("/contact")).toBe(true);
    expect(entries.get("/contact")).toBeUndefined();
    expect(entries.has("/opening-forms")).toBe(false);
  });

  it("builds a sitemap document from them", async () => {
    const xml = buildSitemapXml("https://nexora.example", await listSitemapEntries(database.db));
    expect(xml).toContain(
      "<loc>https://nexora.example/created-courses-web/react-basics</loc>\n    <lastmod>2025-05-10</lastmod>",
    );
  });
});

describe("structured-data dates", () => {
  it("reads when a published post or active hero article changed; null otherwise", async () => {
    expect(await contentModifiedAt(database.db, "post", "first post")).toBe("2025-06-01T12:00:00.000Z");
    expect(await contentModifiedAt(database.db, "post", "draft")).toBeNull();
    expect(await contentModifiedAt(database.db, "hero", "launch")).toBe("2025-07-01T12:00:00.000Z");
    expect(await contentModifiedAt(database.db, "hero", "retired")).toBeNull();
  });

  it("gives each open job's publication time", async () => {
    const dates = Object.values(await listOpenJobPostedDates(database.db));
    expect(dates).toEqual(["2025-03-01T12:00:00.000Z"]);
  });
});
