/**
 * sitemap.xml and robots.txt: which public addresses search engines should know, written as text.
 * Pure functions; domain/seo/sitemap.server.ts reads the slugs and update times from the database.
 */

export interface SitemapEntry {
  /** Site path, lower-case, starting with `/`; slugs already URL-encoded. */
  path: string;
  /** Last change of what the page shows; written as YYYY-MM-DD. */
  lastmod?: Date | string | null;
}

/**
 * Public pages without a slug. Left out on purpose: /opening-forms (needs a job from the Apply link),
 * misspelled or fallback addresses that only redirect (/open-poistions, /courses, /internships), and
 * not-found addresses.
 */
export const SITEMAP_STATIC_PATHS = [
  "/",
  "/who-we-are",
  "/development",
  "/brand-building",
  "/digital-marketing",
  "/portfolio",
  "/blog",
  "/learning-opportunities",
  "/career-opportunities",
  "/registration-forms",
  "/open-positions",
  "/verify-certificate",
  "/contact",
  "/terms",
  "/privacy",
] as const;

/** Path prefixes of the pages that have a slug. */
export const SITEMAP_PREFIXES = {
  course: "/created-courses-web/",
  internship: "/created-internships-web/",
  post: "/blog/",
  hero: "/hero/",
} as const;

/** `2025-06-30T18:45:00Z` -> `2025-06-30` (UTC calendar date); undefined for a missing or invalid value. */
export function toLastmod(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** The latest of some dates (null when there are none). */
export function latest(values: ReadonlyArray<Date | string | null | undefined>): Date | null {
  let best: Date | null = null;
  for (const value of values) {
    if (!value) continue;
    const date = value instanceof Date ? value : new Date(value);
    if (!Number.isNaN(date.getTime()) && (!best || date > best)) best = date;
  }
  return best;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The sitemap document: one `<url>` per entry with an absolute `<loc>` and, when known, `<lastmod>`. */
export function buildSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = `${origin}${entry.path}`;
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = toLastmod(entry.lastmod);
    urls.push(
      `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ""}  </url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled except the API; stored images under /api/uploads/ stay crawlable. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/uploads/",
    "Disallow: /api/",
    // The staff console: not for search engines (its pages also say noindex).
    "Disallow: /admin",
    "",
    `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
