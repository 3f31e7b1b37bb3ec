import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { CONTENT } from "../constants.ts";
import type { Db } from "../db/db.ts";
import { heroSections } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import { sanitizeContentHtml } from "./html.server.ts";

export interface HeroSlide {
  title: string;
  small_description: string;
  featured_image: string;
  slug: string;
}

/** A hero section in related lists: the slide plus its byline. */
export interface HeroItem extends HeroSlide {
  category: string;
  author: string;
  created_at: string;
}

/** The article view of a hero section (GET /api/hero-sections/{slug}); `content` is sanitized HTML. */
export interface HeroArticle extends HeroItem {
  content: string;
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

const itemColumns = {
  title: heroSections.title,
  small_description: heroSections.smallDescription,
  featured_image: heroSections.featuredImage,
  slug: heroSections.slug,
  category: heroSections.category,
  author: heroSections.author,
  createdAt: heroSections.createdAt,
};

function toItem<T extends { createdAt: Date; category: string }>({ createdAt, ...row }: T) {
  return { ...row, category: row.category || "Uncategorized", created_at: createdAt.toISOString() };
}

/** One active hero section by slug, or NotFoundError('Hero section not found.'). */
export async function getHeroSection(db: Db, slug: string): Promise<HeroArticle> {
  const [row] = await db
    .select({ ...itemColumns, content: heroSections.content })
    .from(heroSections)
    .where(and(eq(heroSections.slug, slug), eq(heroSections.isActive, true)))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.heroNotFound);
  const item = toItem(row);
  return { ...item, content: sanitizeContentHtml(item.content) };
}

/** Other active hero sections of one category, newest first (GET /api/heros/category/{category}/{slug}). */
export async function listHeroesInCategory(
  db: Db,
  category: string,
  excludeSlug: string,
  limit: number = CONTENT.categoryLimit,
): Promise<HeroItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(heroSections)
    .where(
      and(
        eq(heroSections.isActive, true),
        eq(heroSections.category, category),
        ne(heroSections.slug, excludeSlug),
      ),
    )
    .orderBy(asc(heroSections.sortOrder), desc(heroSections.createdAt), desc(heroSections.id))
    .limit(limit);
  return rows.map(toItem);
}

/**
 * Hero sections to read next (GET /api/related-heros/{slug}): other active ones, the same category first.
 * NotFoundError when the slug itself is unknown.
 */
export async function listRelatedHeroes(
  db: Db,
  slug: string,
  limit: number = CONTENT.relatedLimit,
): Promise<HeroItem[]> {
  const [source] = await db
    .select({ category: heroSections.category })
    .from(heroSections)
    .where(and(eq(heroSections.slug, slug), eq(heroSections.isActive, true)))
    .limit(1);
  if (!source) throw new NotFoundError(MESSAGES.heroNotFound);
  const rows = await db
    .select(itemColumns)
    .from(heroSections)
    .where(and(eq(heroSections.isActive, true), ne(heroSections.slug, slug)))
    .orderBy(
      sql`case when ${heroSections.category} = ${source.category} then 0 else 1 end`,
      asc(heroSections.sortOrder),
      desc(heroSections.createdAt),
      desc(heroSections.id),
    )
    .limit(limit);
  return rows.map(toItem);
}
