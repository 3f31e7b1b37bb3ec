/**
 * A page's own search and share words (README "Staff console", SEO fields): what staff may type, and how the
 * page's meta tags, Open Graph card and JSON-LD pick them over the defaults the content gives.
 */

/** Search engines show about this much of a title and of a description. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export interface PageSeo {
  title: string;
  description: string;
  /** A stored image path, or empty. */
  imagePath: string;
}

export const NO_PAGE_SEO: PageSeo = { title: "", description: "", imagePath: "" };

/** Each field typed by staff, else the content's own. */
export function resolvePageSeo<T extends { title: string; description: string; image?: string }>(
  defaults: T,
  seo: PageSeo | null | undefined,
): T {
  return {
    ...defaults,
    title: seo?.title.trim() || defaults.title,
    description: seo?.description.trim() || defaults.description,
    image: seo?.imagePath.trim() || defaults.image,
  };
}
