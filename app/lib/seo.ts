/**
 * Page meta tags, written once for every route: title, description, one absolute canonical link, Open Graph
 * and Twitter card tags with an image, robots, and the page's JSON-LD (breadcrumbs and what the route adds).
 */
import { COMPANY, SEO } from "../../domain/constants";
import { absoluteUrl, type BreadcrumbItem, breadcrumbLd, clip, type JsonLd, jsonLdMeta } from "./json-ld";

export interface ArticleMeta {
  /** ISO timestamps. */
  publishedTime: string;
  modifiedTime?: string | null;
  author?: string;
  section?: string;
  tags?: readonly string[];
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Canonical path, lower-case (one canonical for every spelling of a route), with a non-default query only. */
  path: string;
  /**
   * Origin for absolute URLs (SITE_URL), from the root loader: siteUrlOf(matches)
   * (tests/e2e/seo.spec.ts checks the URLs are absolute).
   */
  siteUrl: string;
  /** Absolute or site-relative image for link previews; the default social image when absent. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Keep the page out of search results (not-found and error screens, personal results): no canonical. */
  noindex?: boolean;
  article?: ArticleMeta;
  /** The visible breadcrumb after 'Home', ending with this page: rendered as a BreadcrumbList. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Further structured data of the page (Course, BlogPosting, JobPosting, …). */
  jsonLd?: ReadonlyArray<JsonLd | null | undefined>;
}

/** The crumb every trail starts with. */
export const HOME_CRUMB: BreadcrumbItem = { name: "Home", path: "/" };

export function pageMeta({
  title,
  description,
  path,
  siteUrl,
  image,
  imageAlt,
  type = "website",
  noindex = false,
  article,
  breadcrumbs,
  jsonLd = [],
}: PageMetaInput) {
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, image || SEO.defaultImage);
  const text = clip(description, SEO.descriptionMaxChars);
  const alt = imageAlt || title;
  return [
    { title },
    { name: "description", content: text },
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: COMPANY.name },
    { property: "og:locale", content: SEO.locale },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    // A page kept out of search results has no address to share either; the not-found page, kept once for
    // every unknown path (server/page-address.ts), must not name the one it was first rendered for.
    ...(noindex ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: imageUrl },
    ...(image
      ? []
      : [
          { property: "og:image:width", content: String(SEO.defaultImageWidth) },
          { property: "og:image:height", content: String(SEO.defaultImageHeight) },
        ]),
    { property: "og:image:alt", content: alt },
    ...(article ? articleTags(article) : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: alt },
    ...jsonLdMeta([
      breadcrumbs && breadcrumbs.length > 0 ? breadcrumbLd(siteUrl, [HOME_CRUMB, ...breadcrumbs]) : null,
      ...jsonLd,
    ]),
  ];
}

function articleTags(article: ArticleMeta) {
  return [
    { property: "article:published_time", content: article.publishedTime },
    ...(article.modifiedTime ? [{ property: "article:modified_time", content: article.modifiedTime }] : []),
    ...(article.author?.trim() ? [{ property: "article:author", content: article.author.trim() }] : []),
    ...(article.section ? [{ property: "article:section", content: article.section }] : []),
    ...(article.tags ?? []).map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

export interface ListPageMetaInput {
  siteUrl: string;
  /** `/learning-opportunities` */
  basePath: string;
  /** Heading of the list ('Learning Opportunities'). */
  listTitle: string;
  /** What is listed, plural ('Courses'). */
  noun: string;
  /** Description of the unfiltered first page. */
  description: string;
  /** The chip shown ('All' for none) and the page shown, already clamped to the pages that exist. */
  category: string;
  page: number;
  /** Query string of that view with defaults left out ('' or `?category=Design&page=2`). */
  search: string;
  /** The list failed to load: an error screen is not indexed. */
  failed?: boolean;
}

/** A list view (chip + page): own title and description, canonical with the query only when not the default. */
export function listPageMeta(input: ListPageMetaInput) {
  const filtered = input.category !== "All";
  const pageSuffix = input.page > 1 ? ` – Page ${input.page}` : "";
  const title = filtered
    ? `${input.category} ${input.noun} – ${input.listTitle}${pageSuffix} | ${COMPANY.name}`
    : `${input.listTitle}${pageSuffix} | ${input.noun} at ${COMPANY.name}`;
  const lead = filtered
    ? `${input.category} ${input.noun.toLowerCase()} at ${COMPANY.name}: see what each program covers, its duration and level, and enrol online.`
    : input.description;
  return pageMeta({
    title,
    description: input.page > 1 ? `${clip(lead, SEO.descriptionMaxChars - 10)} Page ${input.page}.` : lead,
    path: `${input.basePath}${input.search}`,
    siteUrl: input.siteUrl,
    noindex: input.failed,
    breadcrumbs: [{ name: input.listTitle, path: input.basePath }],
  });
}

/** Meta of a not-found or failed screen: its own title, kept out of search results. */
export function unavailableMeta({
  message,
  siteUrl,
  path,
}: {
  message: string;
  siteUrl: string;
  path: string;
}) {
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return pageMeta({
    title: `${sentence.slice(0, -1)} | ${COMPANY.name}`,
    description: `${sentence} Find courses, internships, jobs and IT services on the ${COMPANY.name} website.`,
    path,
    siteUrl,
    noindex: true,
  });
}

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The site origin (SITE_URL) from the root loader's data, for absolute URLs in `meta`. */
export function siteUrlOf(matches: ReadonlyArray<MatchLike>): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData ?? root?.data;
  return data && typeof data === "object" && "siteUrl" in data && typeof data.siteUrl === "string"
    ? data.siteUrl
    : "";
}
