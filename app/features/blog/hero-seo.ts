/**
 * A hero article's page words when staff set no search and share fields: what its page's meta tags use and
 * what the console's search-snippet and share-card preview show beside the fields (README "Staff console",
 * search results and sharing).
 */
import { COMPANY } from "../../../domain/constants";

export function heroSeoDefaults(hero: {
  slug: string;
  title: string;
  smallDescription: string;
  featuredImage: string;
}) {
  return {
    path: `/hero/${encodeURIComponent(hero.slug)}`,
    title: `${hero.title} | ${COMPANY.name}`,
    description: hero.smallDescription || hero.title,
    image: hero.featuredImage.trim(),
  };
}
