/**
 * schema.org structured data (JSON-LD): the pieces pages need in the browser too (breadcrumbs, URLs, the
 * escaping). The builders of whole documents (Organization, Course, BlogPosting, JobPosting …) run in the
 * loaders (json-ld-builders.server.ts), so they never reach the browser's JavaScript. Routes put items in
 * `meta` as `{ "script:ld+json": … }`, which React Router renders as `<script type="application/ld+json">`
 * with `<`, `>` and `&` escaped. JSON-LD is data, not script: the Content-Security-Policy does not apply to
 * it, so it needs no nonce.
 */
export type JsonLd = { "@context"?: string; "@type": string } & Record<string, unknown>;

export const CONTEXT = "https://schema.org";

/** `https://site` + `/path` (a full URL is kept); the site origin has no trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can end the script element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/** `meta` entries that render each item as its own JSON-LD script. */
export function jsonLdMeta(items: ReadonlyArray<JsonLd | null | undefined>) {
  return items.filter((item): item is JsonLd => Boolean(item)).map((item) => ({ "script:ld+json": item }));
}

/** A link of a breadcrumb trail; the last crumb is the page itself. */
export interface BreadcrumbItem {
  name: string;
  path: string;
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly BreadcrumbItem[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** Cuts a text to `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
