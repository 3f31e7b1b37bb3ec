/**
 * The reads public pages make of the content staff publish, by name. Pages call them through
 * `context.reads` (server/http/content-cache.ts), which keeps each answer for the current content version,
 * so a page render reads the database only when content changed. The functions here are the domain's own;
 * this file only lists which of them are content (the same for every visitor until staff publish).
 *
 * Not here: look-ups by a visitor's own input that nobody else asks for (a certificate id), and what money
 * depends on (prices are always read fresh where they are charged).
 */

import { listOpenJobs } from "./careers/jobs.server.ts";
import { listActiveAlerts } from "./content/alerts.server.ts";
import {
  getPostBySlug,
  listPosts,
  listPostsInCategory,
  listPostsPage,
  listRelatedPosts,
} from "./content/blog.server.ts";
import { getHeroPageSeo, getPageSeo } from "./content/content-seo.server.ts";
import { listBanners, listFeedback } from "./content/feedback.server.ts";
import {
  getHeroSection,
  listActiveHeroSections,
  listHeroesInCategory,
  listRelatedHeroes,
} from "./content/hero.server.ts";
import { listMediaAlts } from "./content/media-library.server.ts";
import { findMovedArticle } from "./content/moved-articles.server.ts";
import { listServicePartners } from "./content/partners.server.ts";
import type { Db } from "./db/db.ts";
import { listUpcomingBatches } from "./programs/batch-reads.server.ts";
import {
  findMovedProgram,
  getCourseBySlug,
  getInternshipBySlug,
  listCourses,
  listHeaderItems,
  listInternships,
  listProgramOptions,
} from "./programs/programs.server.ts";
import { listSitemapEntries } from "./seo/sitemap.server.ts";
import { contentModifiedAt, listOpenJobPostedDates } from "./seo/structured-data.server.ts";
import { loadSettings } from "./settings/settings.server.ts";

export const CONTENT_READS = {
  /** The company details of the console's settings (header, footer, contact page). */
  companyDetails: async (db: Db) => (await loadSettings(db)).company,
  listActiveAlerts: (db: Db, category: string) => listActiveAlerts(db, category),
  listPosts,
  listPostsPage,
  getPostBySlug,
  listPostsInCategory,
  listRelatedPosts,
  listFeedback,
  listBanners,
  listServicePartners,
  listActiveHeroSections,
  getHeroSection,
  listHeroesInCategory,
  listRelatedHeroes,
  listOpenJobs,
  listOpenJobPostedDates,
  contentModifiedAt,
  listCourses,
  listInternships,
  listHeaderItems,
  getCourseBySlug,
  getInternshipBySlug,
  findMovedProgram,
  findMovedArticle,
  listProgramOptions,
  listUpcomingBatches,
  listSitemapEntries,
  getPageSeo,
  getHeroPageSeo,
  /** The media library's alt texts by stored path (public pages' image descriptions, library-alt.ts). */
  mediaAlts: listMediaAlts,
} satisfies Record<string, (db: Db, ...args: never[]) => Promise<unknown>>;

type Rest<F> = F extends (db: Db, ...args: infer A) => unknown ? A : never;

/**
 * The content reads without the database argument. Answers are shared between requests and frozen at run
 * time (server/http/content-cache.ts): never change one in place, map it to a new value.
 */
export type ContentReads = {
  [K in keyof typeof CONTENT_READS]: (
    ...args: Rest<(typeof CONTENT_READS)[K]>
  ) => ReturnType<(typeof CONTENT_READS)[K]>;
};
