import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPostsPage } from "../../domain/content/blog.server.ts";
import { alerts, banners, blogPosts, feedback, heroSections } from "../../domain/db/schema.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { JSON_CACHE_DEFAULTS, publicJsonCacheControl } from "../http/json-cache.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function get(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 6, 0, 0));

describe("on an empty database", () => {
  it.each([
    "/api/hero-sections/active",
    "/api/heros/category/Careers/anything",
    "/api/get-posts",
    "/api/blogs/category/Career/anything",
    "/api/student-feedback",
    "/api/client-feedback",
    "/api/get-all-banners",
    "/api/active-alert/bottom",
  ])("GET %s answers an empty list", async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("listPostsPage answers page 1 of 1 with no posts", async () => {
    expect(await listPostsPage(t.deps.db, 3)).toEqual({ posts: [], page: 1, totalPages: 1, total: 0 });
  });

  it.each([
    ["/api/hero-sections/nope", "Hero section not found."],
    ["/api/related-heros/nope", "Hero section not found."],
    ["/api/blog/slug/nope", "Post not found."],
    ["/api/related-blogs/nope", "Post not found."],
  ])("GET %s answers 404 with the spec's text", async (path, error) => {
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(body).toEqual({ error });
  });
});

describe("with content", () => {
  beforeAll(async () => {
    const { db } = t.deps;
    await db.insert(heroSections).values([
      {
        slug: "launch",
        title: "Launch",
        smallDescription: "Start here",
        featuredImage: "uploads/hero/launch.webp",
        category: "Careers",
        author: "Rohit Verma",
        content: '<h2>Go</h2><p onclick="x()">Text</p><script>alert(1)</script>',
        sortOrder: 1,
        createdAt: day(3),
      },
      { slug: "second", title: "Second", category: "Careers", sortOrder: 2, createdAt: day(2) },
      { slug: "other", title: "Other", category: "Tech", sortOrder: 0, createdAt: day(1) },
      { slug: "hidden", title: "Hidden", category: "Careers", isActive: false },
    ]);
    await db.insert(blogPosts).values([
      {
        slug: "interview",
        title: "Interview",
        content: '<p>Prep <a href="javascript:alert(1)">now</a></p><img src="x" onerror="alert(1)">',
        author: "Priya Nair",
        category: "Career",
        tags: ["jobs", "interview"],
        createdAt: day(10),
      },
      { slug: "resume", title: "Resume", category: "Career", tags: ["resume"], createdAt: day(9) },
      { slug: "react", title: "React", category: "Tech", tags: ["interview", "react"], createdAt: day(8) },
      { slug: "css", title: "CSS", category: "Tech", tags: ["css"], createdAt: day(7) },
      {
        slug: "draft",
        title: "Draft",
        category: "Career",
        tags: ["jobs"],
        isPublished: false,
        createdAt: day(11),
      },
      { slug: "untitled", title: "No category", category: "", tags: [], createdAt: day(6) },
    ]);
    await db.insert(feedback).values([
      { kind: "student", title: "Great", feedback: "Loved it", name: "Aarav", sortOrder: 2 },
      { kind: "student", title: "Good", feedback: "Nice", name: "Isha", sortOrder: 1 },
      { kind: "student", title: "Off", feedback: "Hidden", name: "X", isActive: false },
      { kind: "client", title: "Solid", feedback: "Delivered", name: "Acme" },
    ]);
    await db.insert(banners).values([
      { title: "Acme", bannerImagePath: "uploads/logos/acme.webp" },
      { title: "Gone", bannerImagePath: "uploads/logos/gone.webp", isActive: false },
    ]);
    const now = Date.now();
    await db.insert(alerts).values([
      {
        category: "bottom",
        title: "Admissions open",
        bannerImagePath: "uploads/a.webp",
        button1Link: "/contact",
      },
      { category: "mid", title: "Popup", bannerImagePath: "uploads/b.webp" },
      {
        category: "bottom",
        title: "Expired",
        bannerImagePath: "uploads/c.webp",
        endsAt: new Date(now - 1000),
      },
      {
        category: "bottom",
        title: "Future",
        bannerImagePath: "uploads/d.webp",
        startsAt: new Date(now + 86_400_000),
      },
      { category: "bottom", title: "Off", bannerImagePath: "uploads/e.webp", isActive: false },
    ]);
  });

  it("GET /api/hero-sections/active lists active slides in order with the slide fields only", async () => {
    const { status, body, headers } = await get("/api/hero-sections/active");
    expect(status).toBe(200);
    expect(body.map((h: { slug: string }) => h.slug)).toEqual(["other", "launch", "second"]);
    expect(body[1]).toEqual({
      title: "Launch",
      small_description: "Start here",
      featured_image: "uploads/hero/launch.webp",
      slug: "launch",
    });
    // Public: a shared cache may keep it briefly, browsers revalidate.
    expect(headers.get("cache-control")).toBe(publicJsonCacheControl(JSON_CACHE_DEFAULTS.ttlMs));
  });

  it("GET /api/hero-sections/{slug} answers the article with sanitized content", async () => {
    const { status, body } = await get("/api/hero-sections/launch");
    expect(status).toBe(200);
    expect(body).toEqual({
      title: "Launch",
      small_description: "Start here",
      featured_image: "uploads/hero/launch.webp",
      slug: "launch",
      category: "Careers",
      author: "Rohit Verma",
      created_at: day(3).toISOString(),
      content: "<h2>Go</h2><p>Text</p>",
    });
  });

  it("GET /api/hero-sections/{slug} hides inactive sections", async () => {
    const { status, body } = await get("/api/hero-sections/hidden");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Hero section not found." });
  });

  it("GET /api/related-heros/{slug} lists other active sections, the same category first", async () => {
    const { status, body } = await get("/api/related-heros/launch");
    expect(status).toBe(200);
    expect(body.map((h: { slug: string }) => h.slug)).toEqual(["second", "other"]);
    expect(body[0]).toMatchObject({ category: "Careers", title: "Second" });
    expect(body[0]).not.toHaveProperty("content");
  });

  it("GET /api/heros/category/{category}/{slug} lists the category without the slug", async () => {
    expect(
      (await get("/api/heros/category/Careers/launch")).body.map((h: { slug: string }) => h.slug),
    ).toEqual(["second"]);
    expect((await get("/api/heros/category/Careers/none")).body).toHaveLength(2);
    expect((await get("/api/heros/category/Nothing/launch")).body).toEqual([]);
  });

  it("GET /api/get-posts lists published posts newest first, sanitized, with 'Uncategorized' fallback", async () => {
    const { status, body } = await get("/api/get-posts");
    expect(status).toBe(200);
    expect(body.map((p: { slug: string }) => p.slug)).toEqual([
      "interview",
      "resume",
      "react",
      "css",
      "untitled",
    ]);
    expect(body[0].content).toBe(
      '<p>Prep <a rel="noopener noreferrer">now</a></p><img src="x" loading="lazy" />',
    );
    expect(body[4].category).toBe("Uncategorized");
    expect(Object.keys(body[0]).sort()).toEqual(
      [
        "author",
        "category",
        "content",
        "created_at",
        "featured_image_path",
        "id",
        "slug",
        "tags",
        "title",
      ].sort(),
    );
  });

  it("GET /api/blog/slug/{slug} answers one post, and 404 for an unpublished one", async () => {
    const { status, body } = await get("/api/blog/slug/interview");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: "interview",
      title: "Interview",
      author: "Priya Nair",
      category: "Career",
      tags: ["jobs", "interview"],
      created_at: day(10).toISOString(),
    });
    expect(body.content).not.toMatch(/javascript:|onerror/);
    const draft = await get("/api/blog/slug/draft");
    expect(draft.status).toBe(404);
    expect(draft.body).toEqual({ error: "Post not found." });
  });

  it("GET /api/blogs/category/{category}/{slug} lists other published posts of the category", async () => {
    expect(
      (await get("/api/blogs/category/Career/interview")).body.map((p: { slug: string }) => p.slug),
    ).toEqual(["resume"]);
    expect(
      (await get("/api/blogs/category/Uncategorized/x")).body.map((p: { slug: string }) => p.slug),
    ).toEqual(["untitled"]);
    expect((await get("/api/blogs/category/Nothing/interview")).body).toEqual([]);
  });

  it("GET /api/related-blogs/{slug} ranks shared tags, then category, and excludes the post itself", async () => {
    const { status, body } = await get("/api/related-blogs/interview");
    expect(status).toBe(200);
    expect(body.map((p: { slug: string }) => p.slug)).toEqual(["react", "resume"]);
    expect((await get("/api/related-blogs/untitled")).body).toEqual([]);
  });

  it("GET /api/student-feedback and /api/client-feedback list active testimonials in order", async () => {
    const students = await get("/api/student-feedback");
    expect(students.status).toBe(200);
    expect(students.body.map((f: { name: string }) => f.name)).toEqual(["Isha", "Aarav"]);
    expect(students.body[0]).toEqual({
      id: expect.any(Number),
      title: "Good",
      feedback: "Nice",
      name: "Isha",
    });
    const clients = await get("/api/client-feedback");
    expect(clients.body.map((f: { name: string }) => f.name)).toEqual(["Acme"]);
  });

  it("GET /api/get-all-banners lists active logos", async () => {
    const { status, body } = await get("/api/get-all-banners");
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: expect.any(Number), title: "Acme", banner_image_path: "uploads/logos/acme.webp" },
    ]);
  });

  it("GET /api/active-alert/{category} lists active alerts inside their window", async () => {
    const bottom = await get("/api/active-alert/bottom");
    expect(bottom.status).toBe(200);
    expect(bottom.body).toEqual([
      {
        id: expect.any(Number),
        title: "Admissions open",
        banner_image_path: "uploads/a.webp",
        button1_link: "/contact",
      },
    ]);
    expect((await get("/api/active-alert/mid")).body.map((a: { title: string }) => a.title)).toEqual([
      "Popup",
    ]);
    expect((await get("/api/active-alert/other")).body).toEqual([]);
  });

  it("does not cache not-found answers", async () => {
    const { status, headers } = await get("/api/blog/slug/nope");
    expect(status).toBe(404);
    expect(headers.get("cache-control")).toBeNull();
  });

  it("listPostsPage pages the published posts and clamps an out-of-range page", async () => {
    const first = await listPostsPage(t.deps.db, 1, 2);
    expect(first).toMatchObject({ page: 1, totalPages: 3, total: 5 });
    expect(first.posts.map((p) => p.slug)).toEqual(["interview", "resume"]);
    expect((await listPostsPage(t.deps.db, 3, 2)).posts.map((p) => p.slug)).toEqual(["untitled"]);
    expect((await listPostsPage(t.deps.db, 99, 2)).page).toBe(3);
    expect((await listPostsPage(t.deps.db, -4, 2)).page).toBe(1);
    expect((await listPostsPage(t.deps.db, Number.NaN, 2)).page).toBe(1);
  });
});
