import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_CATEGORIES } from "../domain/constants.ts";
import { listActiveAlerts } from "../domain/content/alerts.server.ts";
import { listServicePartners, PARTNER_SERVICES } from "../domain/content/partners.server.ts";
import {
  alerts,
  banners,
  batches,
  blogPosts,
  certificates,
  coupons,
  courses,
  feedback,
  heroSections,
  internships,
  jobs,
  servicePartners,
} from "../domain/db/schema.ts";
import type { Db } from "../server/db/client.ts";
import type { DiskStorage, Storage } from "../server/storage/storage.ts";
import { createTestContext, type TestContext } from "../tests/support/test-app.ts";
import { seedDemoContentIfEmpty } from "./seed.server.ts";

const SEED_TIMEOUT = 120_000;
const CONTENT_TABLES = {
  alerts,
  banners,
  blogPosts,
  certificates,
  courses,
  feedback,
  heroSections,
  internships,
  jobs,
};

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(CONTENT_TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function uploadedFiles(storage: DiskStorage): Promise<string[]> {
  const root = path.join(storage.root, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function imageSize(storage: DiskStorage, storedPath: string) {
  const absolute = storage.fileOf(storedPath);
  expect(absolute).not.toBeNull();
  const meta = await sharp(absolute!).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

const variantOf = (storedPath: string, width: number) => storedPath.replace(/\.webp$/, `-${width}w.webp`);

describe("demo seed on an empty database", () => {
  let t: TestContext;
  let db: Db;
  let seeded: boolean;

  beforeAll(async () => {
    t = await createTestContext();
    db = t.deps.db;
    seeded = await seedDemoContentIfEmpty(t.deps);
  }, SEED_TIMEOUT);
  afterAll(() => t.close());

  it("reports that it loaded", () => {
    expect(seeded).toBe(true);
  });

  it("loads the courses of the seed facts", async () => {
    const rows = await db.select().from(courses);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const inCategory = (category: string) => rows.filter((row) => row.category === category).length;
    expect(inCategory("Development")).toBeGreaterThanOrEqual(4);
    for (const category of HOME_CATEGORIES) expect(inCategory(category)).toBeGreaterThanOrEqual(2);
    expect(inCategory("Certification")).toBeGreaterThanOrEqual(1);
    expect(inCategory("Other")).toBeGreaterThanOrEqual(1);

    const withoutSlug = rows.filter((row) => row.slug === null);
    expect(withoutSlug.map((row) => [row.title, row.category])).toEqual([
      ["Cloud Computing Essentials", "Networking"],
    ]);

    const fullStack = rows.find((row) => row.slug === "full-stack-web-development")!;
    expect(fullStack).toMatchObject({
      title: "Full Stack Web Development",
      category: "Development",
      feesPaise: 2_499_900,
      duration: "6 Months",
      rating: 4.8,
      reviewCount: 126,
      isActive: true,
    });
    expect(fullStack.brochurePath).toMatch(
      /^uploads\/brochures\/full-stack-web-development-[0-9a-f]{8,}\.pdf$/,
    );
    expect(await t.deps.storage.statPublic(fullStack.brochurePath)).not.toBeNull();

    expect(rows.find((row) => row.slug === "ui-ux-design-masterclass")).toMatchObject({
      category: "Design",
      feesPaise: 1_499_900,
    });
    expect(rows.find((row) => row.slug === "python-for-data-science")).toMatchObject({
      category: "Data Science",
      feesPaise: 1_999_900,
    });
    // Each program's demo coupon is a coupon row of that program, without limits.
    const codesOf = async (courseId: number) =>
      (await db.select().from(coupons).where(eq(coupons.courseId, courseId))).map((c) => [
        c.code,
        c.percentage,
      ]);
    expect(await codesOf(fullStack.id)).toEqual([["NEXORA20", 20]]);
    expect(await codesOf(rows.find((row) => row.slug === "ui-ux-design-masterclass")!.id)).toEqual([]);
    expect(await codesOf(rows.find((row) => row.slug === "python-for-data-science")!.id)).toEqual([
      ["DATA10", 10],
    ]);

    // Some courses have no rating yet; list fields mix objects and plain strings.
    expect(rows.some((row) => row.rating === null)).toBe(true);
    const items = rows.flatMap((row) => [
      ...row.keyFeatures,
      ...row.courseModules,
      ...row.loveItems,
      ...row.faqs,
    ]);
    expect(items.some((item) => typeof item === "string")).toBe(true);
    expect(items.some((item) => typeof item === "object" && item.title && item.description)).toBe(true);
    for (const row of rows) {
      expect(row.description.length).toBeGreaterThan(40);
      expect(row.courseModules.length).toBeGreaterThan(0);
      expect(row.faqs.length).toBeGreaterThan(0);
    }
  });

  it("loads the internships of the seed facts", async () => {
    const rows = await db.select().from(internships);
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => row.slug === null).map((row) => [row.title, row.category])).toEqual([
      ["Network Security Internship", "Networking"],
    ]);
    expect(rows.find((row) => row.slug === "web-development-internship")).toMatchObject({
      title: "Web Development Internship",
      category: "Development",
      feesPaise: 499_900,
      duration: "3 Months",
    });
    const webDev = rows.find((row) => row.slug === "web-development-internship")!;
    expect(
      (await db.select().from(coupons).where(eq(coupons.internshipId, webDev.id))).map((c) => [
        c.code,
        c.percentage,
        c.totalUses,
        c.isActive,
      ]),
    ).toEqual([["INTERN15", 15, null, true]]);
    for (const row of rows) {
      expect(row.internshipModules.length).toBeGreaterThan(0);
      expect(row.responsibilities.length).toBeGreaterThan(0);
      expect(row.perksAndBenefits.length).toBeGreaterThan(0);
    }
  });

  it("gives some demo programs upcoming batches, the January 2027 one included; the others none", async () => {
    const rows = await db
      .select({
        title: courses.title,
        startsOn: batches.startsOn,
        status: batches.status,
        seats: batches.seats,
      })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId));
    expect(
      rows
        .filter((r) => r.startsOn === "2027-01-11")
        .map((r) => r.title)
        .sort(),
    ).toEqual(["Java Full Stack Development", "MERN Stack Development"]);
    expect(rows.some((r) => r.status === "full")).toBe(true);
    // The course most tests register for keeps registering without a batch.
    expect(rows.some((r) => r.title === "Full Stack Web Development")).toBe(false);
    expect(await db.$count(batches, isNotNull(batches.internshipId))).toBe(1);
  });

  it("loads 12 published blog posts with distinct dates", async () => {
    const rows = await db.select().from(blogPosts).where(eq(blogPosts.isPublished, true));
    expect(rows).toHaveLength(12);
    expect(rows.find((row) => row.slug === "how-to-crack-your-first-developer-interview")).toMatchObject({
      category: "Career",
      author: "Priya Nair",
    });
    expect(rows.filter((row) => row.category === "Career").length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(12);
    expect(rows.every((row) => row.createdAt.getTime() < Date.now())).toBe(true);
    for (const row of rows) {
      expect(row.content).toMatch(/<h2>/);
      expect(row.content).toMatch(/<p>/);
      expect(row.tags.length).toBeGreaterThan(0);
    }
  });

  it("loads three active hero sections", async () => {
    const rows = await db.select().from(heroSections);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.isActive && row.category === "Careers")).toBe(true);
    expect(rows.find((row) => row.slug === "launch-your-tech-career")).toMatchObject({
      title: "Launch Your Tech Career",
      author: "Rohit Verma",
    });
  });

  it("loads five open jobs and one closed", async () => {
    const open = await db.select().from(jobs).where(eq(jobs.status, "open"));
    expect(open).toHaveLength(5);
    expect(await db.select().from(jobs).where(eq(jobs.status, "closed"))).toHaveLength(1);
    expect(open.find((row) => row.title === "Junior React Developer")).toMatchObject({
      company: "Nexora Technologies",
      mode: "Hybrid",
      hours: "40",
      deadline: "2027-01-31",
    });
    expect(open.filter((row) => row.deadline === null)).toHaveLength(1);
    for (const row of open) {
      if (row.deadline) expect(row.deadline > "2026-11-30").toBe(true);
      expect(row.hiringSteps.split(",").length).toBeGreaterThan(1);
    }
  });

  it("loads the known certificate", async () => {
    const [row] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.certificateId, "NXT-2025-00421"));
    expect(row).toMatchObject({
      fullName: "Aarav Sharma",
      trainingType: "Courses",
      specificTraining: "Full Stack Web Development",
      duration: "6 Months",
      gender: "Male",
      completionDate: "2025-06-30",
    });
    expect((await db.select().from(certificates)).length).toBeGreaterThanOrEqual(3);
  });

  it("loads three partners per service page, which the pages read as data the company can change", async () => {
    for (const service of PARTNER_SERVICES) {
      const partners = await listServicePartners(db, service);
      expect(partners).toHaveLength(3);
      for (const partner of partners) {
        expect(["MEDIA", "EDUCATION"]).toContain(partner.category);
        expect(partner.website).toMatch(/^https:\/\//);
      }
    }
    const [first] = await listServicePartners(db, "development");
    await db
      .update(servicePartners)
      .set({ name: "Real Partner Ltd", website: "https://realpartner.in" })
      .where(and(eq(servicePartners.service, "development"), eq(servicePartners.name, first.name)));
    await db
      .update(servicePartners)
      .set({ isActive: false })
      .where(and(eq(servicePartners.service, "development"), eq(servicePartners.sortOrder, 2)));
    const changed = await listServicePartners(db, "development");
    expect(changed).toHaveLength(2);
    expect(changed[0]).toMatchObject({ name: "Real Partner Ltd", website: "https://realpartner.in" });
  });

  it("loads testimonials, logos and one active alert per placement", async () => {
    expect(await db.select().from(feedback).where(eq(feedback.kind, "student"))).toHaveLength(12);
    expect(await db.select().from(feedback).where(eq(feedback.kind, "client"))).toHaveLength(6);
    expect(await db.select().from(banners).where(eq(banners.isActive, true))).toHaveLength(12);
    const mid = await listActiveAlerts(db, "mid");
    const bottom = await listActiveAlerts(db, "bottom");
    expect(mid).toHaveLength(1);
    expect(bottom).toHaveLength(1);
    // The popup announcing the January batch leads to that batch on its course's page.
    expect(mid[0]?.button1_link).toMatch(/^\/created-courses-web\/mern-stack-development#batch-\d+$/);
    expect(bottom[0]?.button1_link).toBe("/learning-opportunities");
  });

  it("writes every image as fingerprinted WebP at the sizes the pages use", async () => {
    const storage = t.disk;
    const check = async (
      storedPath: string,
      kind: string,
      width: number,
      height: number,
      variant?: number,
    ) => {
      expect(storedPath).toMatch(new RegExp(`^uploads/${kind}/[a-z0-9-]+-[0-9a-f]{8,}\\.webp$`));
      expect(await imageSize(storage, storedPath)).toEqual({ format: "webp", width, height });
      if (variant)
        expect(await imageSize(storage, variantOf(storedPath, variant))).toEqual({
          format: "webp",
          width: variant,
          height: Math.round((height * variant) / width),
        });
    };
    for (const row of await db.select().from(heroSections))
      await check(row.featuredImage, "hero", 1600, 900, 800);
    for (const row of await db.select().from(courses))
      await check(row.bannerImagePath, "courses", 800, 450, 400);
    for (const row of await db.select().from(internships))
      await check(row.bannerImagePath, "internships", 800, 450, 400);
    for (const row of await db.select().from(blogPosts))
      await check(row.featuredImagePath, "blog", 1200, 630, 600);
    for (const row of await db.select().from(banners)) await check(row.bannerImagePath, "logos", 240, 120);
    const [mid] = await db.select().from(alerts).where(eq(alerts.category, "mid"));
    await check(mid.bannerImagePath, "alerts", 700, 450);
    const [bottom] = await db.select().from(alerts).where(eq(alerts.category, "bottom"));
    await check(bottom.bannerImagePath, "alerts", 1200, 120);
  });

  it("serves a seeded image through the media route", async () => {
    const [course] = await db.select().from(courses).where(eq(courses.slug, "full-stack-web-development"));
    const res = await t.app.request(`/api/${course.bannerImagePath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
  });

  it("does nothing on a second call", async () => {
    const before = await rowCounts(db);
    const files = (await uploadedFiles(t.disk)).length;
    expect(await seedDemoContentIfEmpty(t.deps)).toBe(false);
    expect(await rowCounts(db)).toEqual(before);
    expect((await uploadedFiles(t.disk)).length).toBe(files);
  });
});

describe("demo seed failing midway", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const empty = () =>
    Object.fromEntries(Object.keys(CONTENT_TABLES).map((name) => [name, 0])) as Record<string, number>;

  it(
    "stores neither rows nor files when writing a file fails",
    async () => {
      let calls = 0;
      const failing: Storage = {
        ...t.deps.storage,
        async writePublic(storedPath, data) {
          if (++calls > 20) throw new Error("disk full");
          await t.deps.storage.writePublic(storedPath, data);
        },
      };
      await expect(seedDemoContentIfEmpty({ db: t.deps.db, storage: failing })).rejects.toThrow("disk full");
      expect(calls).toBeGreaterThan(20);
      expect(await rowCounts(t.deps.db)).toEqual(empty());
      expect(await uploadedFiles(t.disk)).toEqual([]);
    },
    SEED_TIMEOUT,
  );

  it(
    "stores neither rows nor files when an insert fails, and succeeds once the obstacle is gone",
    async () => {
      // A certificate row does not count as content, but its id collides with the seed's known certificate.
      await t.deps.db.insert(certificates).values({
        certificateId: "NXT-2025-00421",
        registrationId: "REG-TEST",
        fullName: "Someone Else",
        specificTraining: "Test",
        trainingType: "Courses",
        completionDate: "2025-01-01",
      });
      await expect(seedDemoContentIfEmpty(t.deps)).rejects.toThrow();
      expect(await rowCounts(t.deps.db)).toEqual({ ...empty(), certificates: 1 });
      expect(await uploadedFiles(t.disk)).toEqual([]);

      await t.deps.db.delete(certificates);
      expect(await seedDemoContentIfEmpty(t.deps)).toBe(true);
      const [withoutSlug] = await t.deps.db
        .select({ n: count() })
        .from(courses)
        .where(and(isNull(courses.slug), eq(courses.category, "Networking")));
      expect(Number(withoutSlug.n)).toBe(1);
      expect((await uploadedFiles(t.disk)).length).toBeGreaterThan(90);
    },
    SEED_TIMEOUT,
  );
});
