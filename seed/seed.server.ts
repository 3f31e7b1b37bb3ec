/**
 * Demo content loader. On an empty database (no courses and no hero sections) it renders the demo images and
 * brochures and inserts every demo row in one transaction: all of it or nothing. Files it created are removed
 * again when anything fails, so a failed seed leaves neither rows nor new files behind.
 */
import { sql } from "drizzle-orm";
import { sanitizeContentHtml } from "../domain/content/html.server.ts";
import { batchLink } from "../domain/content/links.ts";
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
import type { ResponsiveWidth } from "../domain/media.ts";
import { indianDay } from "../domain/programs/coupon.schema.ts";
import type { Db } from "../server/db/client.ts";
import type { Deps } from "../server/deps.ts";
import { BATCHES } from "./content/batches.ts";
import { BLOG_POSTS } from "./content/blog.ts";
import { SERVICE_PARTNERS } from "./content/partners.ts";
import { COURSES, type CourseSeed, INTERNSHIPS, type InternshipSeed } from "./content/programs.ts";
import {
  ALERTS,
  CERTIFICATES,
  CLIENT_TESTIMONIALS,
  HERO_SECTIONS,
  HIRING_COMPANIES,
  JOBS,
  STUDENT_TESTIMONIALS,
} from "./content/site.ts";
import { type ImageJob, runPool, storeBrochure, storeImage, type WriteFile } from "./media.server.ts";

/**
 * Image sizes the pages use (main width x height), plus the narrower variants phones and laptops pick from
 * `srcset` (widths of RESPONSIVE_IMAGE_WIDTHS), made here so first visits find files; the media route makes
 * any other width on first request.
 */
export const SEED_IMAGE_SIZES = {
  hero: { width: 1600, height: 900, variants: [800, 1200] },
  program: { width: 800, height: 450, variants: [400, 600] },
  blog: { width: 1200, height: 630, variants: [400, 600, 800] },
  logo: { width: 240, height: 120, variants: [] },
  alertPopup: { width: 700, height: 450, variants: [400, 600] },
  alertBottom: { width: 1200, height: 120, variants: [400, 800] },
} satisfies Record<string, { width: number; height: number; variants: ResponsiveWidth[] }>;

/** Serialises concurrent seeders (two servers on one PostgreSQL); any fixed number works. */
const SEED_LOCK_KEY = 4_620_731;
const DAY_MS = 86_400_000;

export interface SeedSummary {
  heroSections: number;
  courses: number;
  internships: number;
  blogPosts: number;
  jobs: number;
  certificates: number;
  testimonials: number;
  logos: number;
  alerts: number;
  /** Image and brochure files written. */
  files: number;
  ms: number;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const paise = (rupees: number) => Math.round(rupees * 100);

export async function hasContent(db: Db): Promise<boolean> {
  const [course] = await db.select({ id: courses.id }).from(courses).limit(1);
  if (course) return true;
  const [hero] = await db.select({ id: heroSections.id }).from(heroSections).limit(1);
  return Boolean(hero);
}

/** Loads the demo content when the database has none. Returns true when it loaded. */
export async function seedDemoContentIfEmpty(deps: Pick<Deps, "db" | "storage">): Promise<boolean> {
  return (await loadDemoContent(deps)) !== null;
}

/** Like seedDemoContentIfEmpty, with what was loaded; null when the database already had content. */
export async function loadDemoContent(deps: Pick<Deps, "db" | "storage">): Promise<SeedSummary | null> {
  if (await hasContent(deps.db)) return null;
  const started = performance.now();
  const created: string[] = [];
  let files = 0;
  const write: WriteFile = async (storedPath, data) => {
    const existed = (await deps.storage.statPublic(storedPath)) !== null;
    await deps.storage.writePublic(storedPath, data);
    files++;
    if (!existed) created.push(storedPath);
  };
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      // Another process may have seeded while we waited for the lock.
      if (await hasContent(tx as unknown as Db)) return null;
      const media = await renderMedia(write);
      const counts = await insertRows(tx as unknown as Db, media, new Date());
      return { ...counts, files, ms: Math.round(performance.now() - started) };
    });
  } catch (error) {
    await Promise.all(created.map((storedPath) => deps.storage.removePublic(storedPath)));
    throw error;
  }
}

interface RenderedMedia {
  hero: string[];
  courses: { banner: string; brochure: string }[];
  internships: { banner: string; brochure: string }[];
  blog: string[];
  logos: string[];
  alerts: string[];
}

function programImage(kind: string, item: CourseSeed | InternshipSeed): ImageJob {
  const size = SEED_IMAGE_SIZES.program;
  return {
    kind,
    slug: item.slug ?? slugify(item.title),
    variantWidths: [...size.variants],
    // No text in the picture: the card and the page write the title beside it.
    spec: {
      layout: "illustration",
      width: size.width,
      height: size.height,
      title: item.title,
      eyebrow: item.category,
      key: item.title,
    },
  };
}

type ImageSize = (typeof SEED_IMAGE_SIZES)[keyof typeof SEED_IMAGE_SIZES];

/** A hero's or a blog post's picture: its title over the layout, named by its slug. */
function titledImage(
  kind: string,
  size: ImageSize,
  layout: "backdrop" | "illustration",
  item: { slug: string; title: string; category: string },
): ImageJob {
  return {
    kind,
    slug: item.slug,
    variantWidths: [...size.variants],
    spec: {
      layout,
      width: size.width,
      height: size.height,
      title: item.title,
      eyebrow: item.category,
      key: item.slug,
    },
  };
}

function logoImage(company: string): ImageJob {
  return {
    kind: "logos",
    slug: slugify(company),
    spec: {
      layout: "logo",
      width: SEED_IMAGE_SIZES.logo.width,
      height: SEED_IMAGE_SIZES.logo.height,
      title: company,
      key: company,
    },
  };
}

function alertImage(alert: (typeof ALERTS)[number]): ImageJob {
  const size = alert.category === "mid" ? SEED_IMAGE_SIZES.alertPopup : SEED_IMAGE_SIZES.alertBottom;
  return {
    kind: "alerts",
    slug: `${alert.category}-${slugify(alert.title)}`.slice(0, 60).replace(/-$/, ""),
    variantWidths: [...size.variants],
    spec: {
      layout: alert.category === "mid" ? "backdrop" : "strip",
      width: size.width,
      height: size.height,
      title: alert.title,
      key: alert.title,
    },
  } satisfies ImageJob;
}

/** A program's brochure PDF, or "" for one without a brochure or a slug. */
async function programBrochure(
  write: WriteFile,
  item: CourseSeed | InternshipSeed,
  modules: CourseSeed["courseModules"],
): Promise<string> {
  return item.brochure && item.slug ? storeBrochure(write, { ...item, slug: item.slug, modules }) : "";
}

async function renderMedia(write: WriteFile): Promise<RenderedMedia> {
  const jobs: ImageJob[] = [];
  const add = (list: ImageJob[]) => {
    const start = jobs.length;
    jobs.push(...list);
    return [start, start + list.length] as const;
  };
  const heroRange = add(
    HERO_SECTIONS.map((hero) => titledImage("hero", SEED_IMAGE_SIZES.hero, "backdrop", hero)),
  );
  const courseRange = add(COURSES.map((course) => programImage("courses", course)));
  const internshipRange = add(INTERNSHIPS.map((internship) => programImage("internships", internship)));
  const blogRange = add(
    BLOG_POSTS.map((post) => titledImage("blog", SEED_IMAGE_SIZES.blog, "illustration", post)),
  );
  const logoRange = add(HIRING_COMPANIES.map(logoImage));
  const alertRange = add(ALERTS.map(alertImage));

  const paths = await runPool(jobs, 3, (job) => storeImage(write, job));
  const slice = ([from, to]: readonly [number, number]) => paths.slice(from, to);

  const courseBanners = slice(courseRange);
  const internshipBanners = slice(internshipRange);
  const courseBrochures = await runPool(COURSES, 2, (course) =>
    programBrochure(write, course, course.courseModules),
  );
  const internshipBrochures = await runPool(INTERNSHIPS, 2, (internship) =>
    programBrochure(write, internship, internship.internshipModules),
  );
  return {
    hero: slice(heroRange),
    courses: COURSES.map((_, i) => ({ banner: courseBanners[i], brochure: courseBrochures[i] })),
    internships: INTERNSHIPS.map((_, i) => ({
      banner: internshipBanners[i],
      brochure: internshipBrochures[i],
    })),
    blog: slice(blogRange),
    logos: slice(logoRange),
    alerts: slice(alertRange),
  };
}

async function insertRows(
  db: Db,
  media: RenderedMedia,
  now: Date,
): Promise<Omit<SeedSummary, "files" | "ms">> {
  const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
  await insertHeroSections(db, media, daysAgo);
  const programIds = await insertPrograms(db, media);
  const alertLink = await insertBatches(db, programIds, now);
  await insertBlogAndJobs(db, media, daysAgo);
  await db.insert(certificates).values(CERTIFICATES);
  const testimonials = [
    ...STUDENT_TESTIMONIALS.map((item, i) => ({ ...item, kind: "student" as const, sortOrder: i })),
    ...CLIENT_TESTIMONIALS.map((item, i) => ({ ...item, kind: "client" as const, sortOrder: i })),
  ];
  await db.insert(feedback).values(testimonials);
  await db
    .insert(banners)
    .values(HIRING_COMPANIES.map((title, i) => ({ title, bannerImagePath: media.logos[i], sortOrder: i })));
  await db
    .insert(servicePartners)
    .values(
      Object.entries(SERVICE_PARTNERS).flatMap(([service, partners]) =>
        partners.map((partner, i) => ({ service, ...partner, sortOrder: i })),
      ),
    );
  await db.insert(alerts).values(
    ALERTS.map((alert, i) => ({
      category: alert.category,
      title: alert.title,
      bannerImagePath: media.alerts[i],
      button1Link: alertLink(alert),
      isActive: true,
      sortOrder: i,
    })),
  );

  return {
    heroSections: HERO_SECTIONS.length,
    courses: COURSES.length,
    internships: INTERNSHIPS.length,
    blogPosts: BLOG_POSTS.length,
    jobs: JOBS.length,
    certificates: CERTIFICATES.length,
    testimonials: testimonials.length,
    logos: HIRING_COMPANIES.length,
    alerts: ALERTS.length,
  };
}

type DaysAgo = (days: number, minutes?: number) => Date;

async function insertHeroSections(db: Db, media: RenderedMedia, daysAgo: DaysAgo): Promise<void> {
  await db.insert(heroSections).values(
    HERO_SECTIONS.map((hero, i) => {
      const at = daysAgo(hero.daysAgo, 30);
      return {
        slug: hero.slug,
        title: hero.title,
        smallDescription: hero.smallDescription,
        featuredImage: media.hero[i],
        category: hero.category,
        author: hero.author,
        content: sanitizeContentHtml(hero.content),
        isActive: true,
        sortOrder: i,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

/** The columns courses and internships share. */
function programBase(
  item: CourseSeed | InternshipSeed,
  i: number,
  files: { banner: string; brochure: string },
) {
  return {
    slug: item.slug,
    title: item.title,
    description: item.description,
    category: item.category,
    bannerImagePath: files.banner,
    brochurePath: files.brochure,
    duration: item.duration,
    skillLevel: item.skillLevel,
    language: item.language,
    faqs: item.faqs,
    feesPaise: paise(item.feesRupees),
    isActive: true,
    sortOrder: i,
  };
}

type ProgramId = { courseId: number | null; internshipId: number | null };
type ProgramIds = Map<string, ProgramId>;

/** The courses and internships with their coupons; their ids by title. */
async function insertPrograms(db: Db, media: RenderedMedia): Promise<ProgramIds> {
  const courseRows = await db
    .insert(courses)
    .values(
      COURSES.map((course, i) => ({
        ...programBase(course, i, media.courses[i]),
        rating: course.rating,
        reviewCount: course.reviewCount,
        keyFeatures: course.keyFeatures,
        courseModules: course.courseModules,
        loveItems: course.loveItems,
      })),
    )
    .returning({ id: courses.id });

  const internshipRows = await db
    .insert(internships)
    .values(
      INTERNSHIPS.map((internship, i) => ({
        ...programBase(internship, i, media.internships[i]),
        internshipModules: internship.internshipModules,
        responsibilities: internship.responsibilities,
        perksAndBenefits: internship.perksAndBenefits,
      })),
    )
    .returning({ id: internships.id });

  // Each demo program's coupon: no limits, active (staff add rules in the console).
  const demoCoupons = [
    ...COURSES.map((item, i) => ({ item, courseId: courseRows[i]!.id, internshipId: null })),
    ...INTERNSHIPS.map((item, i) => ({ item, courseId: null, internshipId: internshipRows[i]!.id })),
  ].flatMap(({ item, courseId, internshipId }) =>
    item.coupon
      ? [{ courseId, internshipId, code: item.coupon.code.toUpperCase(), percentage: item.coupon.percent }]
      : [],
  );
  if (demoCoupons.length > 0) await db.insert(coupons).values(demoCoupons);

  return new Map<string, ProgramId>([
    ...COURSES.map((c, i) => [c.title, { courseId: courseRows[i]!.id, internshipId: null }] as const),
    ...INTERNSHIPS.map((p, i) => [p.title, { courseId: null, internshipId: internshipRows[i]!.id }] as const),
  ]);
}

/**
 * Demo batches; the seats some of them show taken stand for registrations the demo does not have. Returns an
 * alert's link: its demo batch's (`batch:12`, domain/content/links.ts) when it names one.
 */
async function insertBatches(db: Db, programIds: ProgramIds, now: Date) {
  const demoBatches = Object.entries(BATCHES).flatMap(([title, list]) =>
    list.map(({ startsOn, seatsTaken = 0, ...batch }) => ({
      ...programIds.get(title)!,
      ...batch,
      startsOn:
        typeof startsOn === "string"
          ? startsOn
          : indianDay(new Date(now.getTime() + startsOn.startsIn * DAY_MS)),
      seatsTaken,
      status: seatsTaken >= batch.seats ? ("full" as const) : ("open" as const),
    })),
  );
  const batchRows = await db.insert(batches).values(demoBatches).returning({
    id: batches.id,
    courseId: batches.courseId,
    internshipId: batches.internshipId,
    startsOn: batches.startsOn,
  });
  return ({ button1Link, batch }: (typeof ALERTS)[number]) => {
    if (!batch) return button1Link;
    const program = programIds.get(batch.program);
    const row = batchRows.find(
      (candidate) =>
        candidate.startsOn === batch.startsOn &&
        candidate.courseId === (program?.courseId ?? null) &&
        candidate.internshipId === (program?.internshipId ?? null),
    );
    if (!row) throw new Error(`The demo alert "${batch.program}" names a batch the demo does not have.`);
    return batchLink(row.id);
  };
}

async function insertBlogAndJobs(db: Db, media: RenderedMedia, daysAgo: DaysAgo): Promise<void> {
  await db.insert(blogPosts).values(
    BLOG_POSTS.map((post, i) => {
      const at = daysAgo(post.daysAgo, 95 + i * 17);
      return {
        slug: post.slug,
        title: post.title,
        content: sanitizeContentHtml(post.content),
        author: post.author,
        featuredImagePath: media.blog[i],
        category: post.category,
        tags: post.tags,
        isPublished: true,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await db.insert(jobs).values(
    JOBS.map((job, i) => {
      const at = daysAgo(i + 1);
      return { ...job, createdAt: at, updatedAt: at };
    }),
  );
}
