import { desc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { blogPosts } from "../../server/db/schema.ts";

/** A blog post as the API sends it (spec section 3). */
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
  return { ...row, category: row.category || "Uncategorized", created_at: createdAt.toISOString() };
}

/** Published posts, newest first (GET /api/get-posts; the home teaser shows the first 5). */
export async function listPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db
    .select(blogPostColumns)
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toBlogPost);
}
