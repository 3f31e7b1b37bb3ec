import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { CONTENT, PAGE_SIZES } from "../constants.ts";
import type { Db } from "../db/db.ts";
import { blogPosts } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import { sanitizeContentHtml } from "./html.server.ts";

/** A blog post as the API sends it (docs/product/content.md); `content` is sanitized HTML. */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  content: string;
  author: string;
  created_at: string;
  featured_image_path: string;
  category: string;
  tags: string[];
}

export const blogPostColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  content: blogPosts.content,
  author: blogPosts.author,
  createdAt: blogPosts.createdAt,
  featured_image_path: blogPosts.featuredImagePath,
  category: blogPosts.category,
  tags: blogPosts.tags,
};

export function toBlogPost({
  createdAt,
  ...row
}: { createdAt: Date } & Omit<BlogPost, "created_at">): BlogPost {
  return {
    ...row,
    content: sanitizeContentHtml(row.content),
    category: row.category || "Uncategorized",
    tags: Array.isArray(row.tags) ? row.tags.filter((tag) => typeof tag === "string" && tag.trim()) : [],
    created_at: createdAt.toISOString(),
  };
}

const published = eq(blogPosts.isPublished, true);
const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)] as const;
/** The category as shown: an empty one reads 'Uncategorized'. */
const shownCategory = sql<string>`coalesce(nullif(${blogPosts.category}, ''), 'Uncategorized')`;

/** Published posts, newest first (GET /api/get-posts; the home teaser shows the first 5). */
export async function listPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db
    .select(blogPostColumns)
    .from(blogPosts)
    .where(published)
    .orderBy(...newestFirst);
  return rows.map(toBlogPost);
}

export interface PostPage {
  posts: BlogPost[];
  /** The page shown: the requested one clamped to 1..totalPages. */
  page: number;
  totalPages: number;
  total: number;
}

/** One page of the blog listing (10 per page); an out-of-range or invalid page is clamped. */
export async function listPostsPage(
  db: Db,
  requestedPage: number,
  pageSize: number = PAGE_SIZES.blog,
): Promise<PostPage> {
  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(published);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const wanted = Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1;
  const page = Math.min(Math.max(1, wanted), totalPages);
  const rows = await db
    .select(blogPostColumns)
    .from(blogPosts)
    .where(published)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { posts: rows.map(toBlogPost), page, totalPages, total };
}

/** One published post by slug (GET /api/blog/slug/{slug}), or NotFoundError('Post not found.'). */
export async function getPostBySlug(db: Db, slug: string): Promise<BlogPost> {
  const [row] = await db
    .select(blogPostColumns)
    .from(blogPosts)
    .where(and(published, eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.postNotFound);
  return toBlogPost(row);
}

/** Other published posts of a category, newest first (GET /api/blogs/category/{category}/{slug}). */
export async function listPostsInCategory(
  db: Db,
  category: string,
  excludeSlug: string,
  limit: number = CONTENT.categoryLimit,
): Promise<BlogPost[]> {
  const rows = await db
    .select(blogPostColumns)
    .from(blogPosts)
    .where(and(published, sql`${shownCategory} = ${category}`, ne(blogPosts.slug, excludeSlug)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toBlogPost);
}

/**
 * Posts to read next (GET /api/related-blogs/{slug}): other published posts that share tags or the
 * category, the most shared tags first, then the same category, then the newest.
 * NotFoundError when the slug itself is unknown.
 */
export async function listRelatedPosts(
  db: Db,
  slug: string,
  limit: number = CONTENT.relatedLimit,
): Promise<BlogPost[]> {
  const source = await getPostBySlug(db, slug);
  const tags = JSON.stringify(source.tags);
  const sharedTags = sql<number>`(select count(*) from jsonb_array_elements_text(${blogPosts.tags}) as t(tag)
    where ${tags}::jsonb @> jsonb_build_array(t.tag))`;
  const sameCategory = sql<number>`(case when ${shownCategory} = ${source.category} then 1 else 0 end)`;
  const rows = await db
    .select(blogPostColumns)
    .from(blogPosts)
    .where(and(published, ne(blogPosts.slug, slug), sql`(${sharedTags} > 0 or ${sameCategory} = 1)`))
    .orderBy(desc(sharedTags), desc(sameCategory), ...newestFirst)
    .limit(limit);
  return rows.map(toBlogPost);
}
