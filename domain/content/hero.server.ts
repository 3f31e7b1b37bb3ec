import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { heroSections } from "../../server/db/schema.ts";

export interface HeroSlide {
  title: string;
  small_description: string;
  featured_image: string;
  slug: string;
}

/** Active hero sections in display order (GET /api/hero-sections/active and the home carousel). */
export async function listActiveHeroSections(db: Db): Promise<HeroSlide[]> {
  return db
    .select({
      title: heroSections.title,
      small_description: heroSections.smallDescription,
      featured_image: heroSections.featuredImage,
      slug: heroSections.slug,
    })
    .from(heroSections)
    .where(and(eq(heroSections.isActive, true)))
    .orderBy(asc(heroSections.sortOrder), desc(heroSections.createdAt));
}
