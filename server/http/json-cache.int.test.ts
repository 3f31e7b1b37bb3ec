/**
 * The public JSON cache inside the real app as production runs it (NODE_ENV=production turns it on), on a
 * real database: which routes go through it, that lists change after the content version moves, and that errors and
 * personal answers are never kept.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, certificates, courses, heroSections, internships } from "../../domain/db/schema.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { JSON_CACHE_DEFAULTS, JSON_CACHE_HEADER, publicJsonCacheControl } from "./json-cache.ts";

let t: TestContext;

const course = (slug: string, sortOrder: number) => ({
  slug,
  title: slug.replace(/-/g, " "),
  category: "Development",
  description: `${slug} description`,
  duration: "3 Months",
  skillLevel: "Beginner",
  feesPaise: 999_900,
  sortOrder,
});

beforeAll(async () => {
  t = await createTestContext({ NODE_ENV: "production" });
  const { db } = t.deps;
  await db.insert(courses).values([course("web-basics", 1), course("react-basics", 2)]);
  await db
    .insert(internships)
    .values({ slug: "web-internship", title: "Web Internship", category: "Development", feesPaise: 499_900 });
  await db.insert(heroSections).values({ slug: "launch", title: "Launch", category: "Careers" });
  await db.insert(blogPosts).values({ slug: "interview", title: "Interview", category: "Career", tags: [] });
  await db.insert(certificates).values({
    certificateId: "NXT-2025-00421",
    registrationId: "REG-0000000001",
    fullName: "Aarav Sharma",
    specificTraining: "Full Stack Web Development",
    trainingType: "Courses",
    completionDate: "2025-06-30",
  });
});
afterAll(() => t.close());

const slugs = async (res: Response) => ((await res.json()) as { slug: string }[]).map((c) => c.slug);

describe("public JSON reads in production", () => {
  // Each test starts with nothing cached (a new content version), whatever ran before it.
  beforeEach(() => t.deps.content.move());

  it.each([
    "/api/hero-sections/active",
    "/api/hero-sections/launch",
    "/api/related-heros/launch",
    "/api/heros/category/Careers/launch",
    "/api/get-posts",
    "/api/blog/slug/interview",
    "/api/blogs/category/Career/interview",
    "/api/related-blogs/interview",
    "/api/student-feedback",
    "/api/client-feedback",
    "/api/get-all-banners",
    "/api/active-alert/bottom",
    "/api/headercourses",
    "/api/headerinternships",
    "/api/getcourses",
    "/api/getinternships",
    "/api/created-courses-web/slug/web-basics",
    "/api/created-internships-web/slug/web-internship",
    "/api/related-courses/Development/web-basics?page=1",
    "/api/related-internships/Development/web-internship?page=1",
    "/api/get-course-titles",
    "/api/get-internship-titles",
    "/api/jobs",
  ])("GET %s is answered from the cache the second time", async (path) => {
    const first = await t.app.request(path);
    const second = await t.app.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get(JSON_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("cache-control")).toBe(publicJsonCacheControl(JSON_CACHE_DEFAULTS.ttlMs));
    // The app's own headers are still there on a hit.
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.headers.get("x-request-id")).toBeTruthy();
  });

  it("never keeps a certificate check, which is personal", async () => {
    for (let i = 0; i < 2; i++) {
      const verify = await t.app.request("/api/verify/NXT-2025-00421");
      expect(verify.status).toBe(200);
      expect(verify.headers.get(JSON_CACHE_HEADER)).toBeNull();
      expect(verify.headers.get("cache-control") ?? "").not.toContain("public");
    }
  });

  it("shows a changed course list right after the content version moves, and the cached one until then", async () => {
    // What the list holds before depends on the tests that ran before (one adds a course).
    const before = await slugs(await t.app.request("/api/getcourses"));
    expect(before).toEqual(expect.arrayContaining(["web-basics", "react-basics"]));
    // First in the list's order (by sort order), whatever else the list holds.
    await t.deps.db.insert(courses).values(course("node-apis", 0));
    const stale = await t.app.request("/api/getcourses");
    expect(stale.headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect(await slugs(stale)).toEqual(before);
    t.deps.content.move();
    const fresh = await t.app.request("/api/getcourses");
    expect(fresh.headers.get(JSON_CACHE_HEADER)).toBe("miss");
    expect(await slugs(fresh)).toEqual(["node-apis", ...before]);
  });

  it("does not keep a 404: a course shows as soon as it exists", async () => {
    const missing = await t.app.request("/api/created-courses-web/slug/go-basics");
    expect(missing.status).toBe(404);
    expect(missing.headers.get(JSON_CACHE_HEADER)).toBeNull();
    expect(missing.headers.get("cache-control")).toBeNull();
    await t.deps.db.insert(courses).values(course("go-basics", 4));
    const found = await t.app.request("/api/created-courses-web/slug/go-basics");
    expect(found.status).toBe(200);
    expect(((await found.json()) as { slug: string }).slug).toBe("go-basics");
  });

  it("answers a browser's revalidation with 304 and no body", async () => {
    const first = await t.app.request("/api/getinternships");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await t.app.request("/api/getinternships", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
