/**
 * Blog posts and hero articles on the content kit (content-store.server.ts): create, update (stale-save guard,
 * slug from the title, unique, old addresses redirect), publish / unpublish, delete with their files, each
 * with its audit row. The body is stored twice: the editor's document and the sanitised HTML made from it,
 * which is what the public pages show.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { blogPosts, heroSections } from "../db/schema.ts";
import type { Actor } from "../staff/actor.ts";
import type { Storage } from "../storage.ts";
import { type BlogForm, type HeroForm, parseTags } from "./article-content.ts";
import { type ContentStore, contentStore, type RowValues } from "./content-store.server.ts";
import { releaseUnusedMedia } from "./media-library.server.ts";
import { richTextFromDoc, richTextFromHtml } from "./rich-text.server.ts";
import { bodyImagePaths } from "./rich-text.ts";

const blogBase = contentStore({
  entity: "blog-post",
  table: blogPosts,
  columns: {
    id: blogPosts.id,
    revision: blogPosts.revision,
    updatedAt: blogPosts.updatedAt,
    title: blogPosts.title,
    category: blogPosts.category,
    status: blogPosts.isPublished,
  },
  statusValues: { published: true, draft: false },
  search: [blogPosts.title, blogPosts.author, blogPosts.category],
  sorts: {
    updated: { column: blogPosts.updatedAt, descending: true },
    newest: { column: blogPosts.createdAt, descending: true },
    title: { column: blogPosts.title },
  },
  slug: { column: blogPosts.slug, field: "slug", redirectKind: "blog" },
  files: ["featuredImagePath"],
});

const heroBase = contentStore({
  entity: "hero-article",
  table: heroSections,
  columns: {
    id: heroSections.id,
    revision: heroSections.revision,
    updatedAt: heroSections.updatedAt,
    title: heroSections.title,
    category: heroSections.category,
    status: heroSections.isActive,
  },
  statusValues: { published: true, draft: false },
  search: [heroSections.title, heroSections.author, heroSections.category],
  sorts: {
    updated: { column: heroSections.updatedAt, descending: true },
    position: { column: heroSections.sortOrder },
    title: { column: heroSections.title },
  },
  slug: { column: heroSections.slug, field: "slug", redirectKind: "hero" },
  files: ["featuredImage"],
});

/**
 * Deleting an article also removes the images uploaded into its text from the library and storage, unless
 * other content shows the same image (domain/content/media-library.server.ts).
 */
function withBodyImages(base: ContentStore, table: typeof blogPosts | typeof heroSections): ContentStore {
  return {
    ...base,
    async remove(db: Db, actor: Actor, input: { id: number }, storage?: Storage) {
      const [row] = await db.select({ content: table.content }).from(table).where(eq(table.id, input.id));
      await base.remove(db, actor, input, storage);
      if (!storage || !row) return;
      // Unless other content shows the same image (names carry the content's hash: one picture, one file).
      await releaseUnusedMedia(db, storage, [...new Set(bodyImagePaths(row.content))]);
    },
  };
}

export const blogStore = withBodyImages(blogBase, blogPosts);
export const heroStore = withBodyImages(heroBase, heroSections);

/** The body as stored: from the editor's document when there is one, else from the fallback's HTML. */
function bodyColumns(values: { contentDoc?: string; contentHtml?: string }) {
  const body = values.contentDoc?.trim()
    ? richTextFromDoc(values.contentDoc, "contentDoc")
    : richTextFromHtml(values.contentHtml ?? "", "contentDoc");
  return { content: body.html, contentDoc: body.doc };
}

/** The stored body as the form edits it (bodyColumns read back): the editor's document, and its HTML. */
function bodyFields(row: RowValues) {
  return { contentDoc: row.contentDoc ? JSON.stringify(row.contentDoc) : "", contentHtml: row.content };
}

export function blogToRow(values: BlogForm): RowValues {
  return {
    title: values.title,
    slug: values.slug,
    author: values.author,
    category: values.category || "Uncategorized",
    tags: parseTags(values.tags),
    ...bodyColumns(values),
  };
}

export function blogToForm(row: RowValues) {
  return {
    revision: row.revision,
    title: row.title,
    slug: row.slug ?? "",
    author: row.author,
    category: row.category,
    tags: Array.isArray(row.tags) ? row.tags.join(", ") : "",
    ...bodyFields(row),
  };
}

export function heroToRow(values: HeroForm): RowValues {
  return {
    title: values.title,
    slug: values.slug,
    smallDescription: values.smallDescription,
    author: values.author,
    category: values.category || "Uncategorized",
    sortOrder: values.sortOrder,
    ...bodyColumns(values),
  };
}

export function heroToForm(row: RowValues) {
  return {
    revision: row.revision,
    title: row.title,
    slug: row.slug ?? "",
    smallDescription: row.smallDescription,
    author: row.author,
    category: row.category,
    sortOrder: row.sortOrder,
    ...bodyFields(row),
  };
}
