/**
 * The media library (docs/decisions/0058-media-library.md): every stored image once (a `media_items` row per
 * stored path), with its alt text and size, and where it is used: computed from the content columns that hold
 * image paths and from the images in articles' text, which keep naming the stored path as before. An image
 * leaves the library (and storage) only while nothing uses it.
 */
import { desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import { auditRecordHref } from "../audit/audit-labels.ts";
import { containing } from "../console/list-search.server.ts";
import type { Db } from "../db/db.ts";
import {
  alerts,
  banners,
  blogPosts,
  contentSeo,
  courses,
  heroSections,
  internships,
  mediaItems,
} from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { normaliseStoredPath } from "../media.ts";
import type { Actor } from "../staff/actor.ts";
import type { Storage } from "../storage.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import type { MediaAlts } from "./library-alt.ts";
import { MEDIA_LIBRARY_TEXT, MEDIA_PAGE_SIZE, type MediaUse } from "./media-library.ts";
import { bodyImagePaths } from "./rich-text.ts";
import { removeStoredMedia } from "./stored-media.server.ts";

/** A stored path of a library image: under `uploads/`, an image type (brochures are not in the library). */
const LIBRARY_IMAGE = /^uploads\/(?!.*\.\.)[\w\-./]+\.(webp|png|jpe?g|gif|avif)$/i;

export const isLibraryImage = (path: string) => LIBRARY_IMAGE.test(path);

/** Every use of every image content names today, by normalised stored path. */
export async function mediaUses(db: Db): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const titles = new Map<string, string>();
  const add = (raw: string, use: Omit<MediaUse, "href">) => {
    const path = normaliseStoredPath(raw);
    if (!isLibraryImage(path)) return;
    const href = auditRecordHref(use.entity, String(use.entityId)) ?? "/admin";
    const list = uses.get(path) ?? [];
    list.push({ ...use, href });
    uses.set(path, list);
  };
  const [heroes, posts, courseRows, internshipRows, logoRows, alertRows, seoRows] = await Promise.all([
    db
      .select({
        id: heroSections.id,
        title: heroSections.title,
        image: heroSections.featuredImage,
        html: heroSections.content,
      })
      .from(heroSections),
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        image: blogPosts.featuredImagePath,
        html: blogPosts.content,
      })
      .from(blogPosts),
    db.select({ id: courses.id, title: courses.title, image: courses.bannerImagePath }).from(courses),
    db
      .select({ id: internships.id, title: internships.title, image: internships.bannerImagePath })
      .from(internships),
    db.select({ id: banners.id, title: banners.title, image: banners.bannerImagePath }).from(banners),
    db.select({ id: alerts.id, title: alerts.title, image: alerts.bannerImagePath }).from(alerts),
    db
      .select({ entity: contentSeo.entity, id: contentSeo.entityId, image: contentSeo.imagePath })
      .from(contentSeo),
  ]);
  const articles = [
    ["hero-article", heroes],
    ["blog-post", posts],
  ] as const;
  for (const [entity, rows] of articles)
    for (const row of rows) {
      titles.set(`${entity}:${row.id}`, row.title);
      add(row.image, {
        entity,
        entityId: row.id,
        title: row.title,
        field: "Featured image",
        column: entity === "hero-article" ? "featuredImage" : "featuredImagePath",
      });
      for (const path of new Set(bodyImagePaths(row.html)))
        add(path, { entity, entityId: row.id, title: row.title, field: "Text", column: "content" });
    }
  const banner = [
    ["course", courseRows, "Banner image"],
    ["internship", internshipRows, "Banner image"],
    ["logo", logoRows, "Logo"],
    ["alert", alertRows, "Banner image"],
  ] as const;
  for (const [entity, rows, field] of banner)
    for (const row of rows) {
      titles.set(`${entity}:${row.id}`, row.title);
      add(row.image, { entity, entityId: row.id, title: row.title, field, column: "bannerImagePath" });
    }
  for (const row of seoRows)
    add(row.image, {
      entity: row.entity,
      entityId: row.id,
      title: titles.get(`${row.entity}:${row.id}`) ?? `${row.entity} ${row.id}`,
      field: "Share image",
      column: "imagePath",
    });
  return uses;
}

/** Adds a library row for each image content names that has none (an upload saved with a content form). */
export async function syncMediaLibrary(db: Db, uses?: Map<string, MediaUse[]>): Promise<void> {
  const paths = [...(uses ?? (await mediaUses(db))).keys()];
  if (paths.length === 0) return;
  await db
    .insert(mediaItems)
    .values(paths.map((path) => ({ path })))
    .onConflictDoNothing({ target: mediaItems.path });
}

/** Adds images just stored (the rich-text editor's uploads, not yet in any saved text) to the library. */
export async function addToMediaLibrary(db: Db, storage: Storage, paths: readonly string[]): Promise<void> {
  for (const raw of paths) {
    const path = normaliseStoredPath(raw);
    if (!isLibraryImage(path)) continue;
    const bytes = (await storage.statPublic(path))?.size ?? null;
    await db.insert(mediaItems).values({ path, bytes }).onConflictDoNothing({ target: mediaItems.path });
  }
}

export interface MediaItem {
  id: number;
  path: string;
  alt: string;
  bytes: number | null;
  createdAt: Date;
  uses: MediaUse[];
}

/**
 * One page of the library, newest first: brought up to date with what content names, searched by file name or
 * alt text (`q`), with sizes read from storage where not yet known (for the page's images only), and how many
 * images match in all.
 */
export async function listMediaLibrary(
  db: Db,
  storage: Storage,
  query: { q?: string; page?: number; pageSize?: number } = {},
): Promise<{ items: MediaItem[]; total: number; hasNext: boolean }> {
  const uses = await mediaUses(db);
  await syncMediaLibrary(db, uses);
  const q = query.q?.trim();
  const size = query.pageSize ?? MEDIA_PAGE_SIZE;
  const page = query.page ?? 1;
  const matching = q
    ? or(ilike(mediaItems.path, containing(q)), ilike(mediaItems.alt, containing(q)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mediaItems)
      .where(matching)
      .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::integer` }).from(mediaItems).where(matching),
  ]);
  const unsized = rows.filter((row) => row.bytes === null);
  for (const row of unsized) {
    const stat = await storage.statPublic(row.path);
    if (!stat) continue;
    row.bytes = stat.size;
    await db.update(mediaItems).set({ bytes: stat.size }).where(eq(mediaItems.id, row.id));
  }
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => ({ ...row, uses: uses.get(row.path) ?? [] })),
    total,
    hasNext: page * size < total,
  };
}

export async function itemById(db: Db, id: number) {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
  if (!row) throw new NotFoundError("No such image in the library.");
  return row;
}

/** Sets an image's alt text (audited). */
export async function setMediaAlt(db: Db, actor: Actor, input: { id: number; alt: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await itemById(tx as unknown as Db, input.id);
    if (before.alt === input.alt) return;
    await tx.update(mediaItems).set({ alt: input.alt }).where(eq(mediaItems.id, input.id));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "media",
      entityId: String(input.id),
      changes: { path: before.path, alt: [before.alt, input.alt] },
    });
    // Public pages describe library images by this alt text (library-alt.ts): they must show the new one.
    afterCommit(tx, CONTENT_CHANGED);
  });
}

/**
 * The library's alt texts that are set, by stored path: what public pages describe a library image by
 * (library-alt.ts). A content read (`context.reads.mediaAlts`), so it runs once per content version.
 */
export async function listMediaAlts(db: Db): Promise<MediaAlts> {
  const rows = await db
    .select({ path: mediaItems.path, alt: mediaItems.alt })
    .from(mediaItems)
    .where(ne(mediaItems.alt, ""));
  return Object.fromEntries(rows.map((row) => [row.path, row.alt]));
}

/**
 * Deletes an image from the library and, after the commit, its stored file and width variants; refused
 * (RuleError) while any content uses it.
 */
export async function deleteMediaItem(
  db: Db,
  actor: Actor,
  input: { id: number },
  storage: Storage,
): Promise<void> {
  const path = await db.transaction(async (tx) => {
    const row = await itemById(tx as unknown as Db, input.id);
    const used = (await mediaUses(tx as unknown as Db)).get(row.path) ?? [];
    if (used.length > 0) throw new RuleError(MEDIA_LIBRARY_TEXT.inUse(used.length));
    await tx.delete(mediaItems).where(eq(mediaItems.id, row.id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "media",
      entityId: String(row.id),
      changes: { path: row.path },
    });
    return row.path;
  });
  await removeStoredMedia(storage, [path]);
}

/**
 * What a content save or delete let go (`candidates`, already unused by its own table): those no content
 * anywhere uses leave the library and storage, as they left storage before the library; the rest stay.
 */
export async function releaseUnusedMedia(
  db: Db,
  storage: Storage,
  candidates: readonly string[],
): Promise<void> {
  if (candidates.length === 0) return;
  const uses = await mediaUses(db);
  const unused = candidates.filter((raw) => !uses.has(normaliseStoredPath(raw)));
  const images = unused.map(normaliseStoredPath).filter(isLibraryImage);
  if (images.length > 0) await db.delete(mediaItems).where(inArray(mediaItems.path, images));
  await removeStoredMedia(storage, unused);
}

/** The library's images for the content forms' pickers, newest first (the ones content names are synced first). */
export async function libraryChoices(db: Db): Promise<{ path: string; alt: string }[]> {
  await syncMediaLibrary(db);
  return db
    .select({ path: mediaItems.path, alt: mediaItems.alt })
    .from(mediaItems)
    .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id));
}

/** The stored path of a library image chosen in a form, or a RuleError on `field` when it is not one. */
export async function chosenLibraryImage(db: Db, chosen: string, field: string): Promise<string> {
  const [row] = isLibraryImage(chosen)
    ? await db.select({ path: mediaItems.path }).from(mediaItems).where(eq(mediaItems.path, chosen)).limit(1)
    : [];
  if (!row) throw new RuleError(MEDIA_LIBRARY_TEXT.notInLibrary, [field]);
  return row.path;
}

/** An image to replace everywhere (how many places use it) and the library's other images to choose from. */
export async function replaceChoices(db: Db, id: number) {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
  if (!row) return null;
  const uses = (await mediaUses(db)).get(row.path)?.length ?? 0;
  const choices = (await libraryChoices(db)).filter((choice) => choice.path !== row.path);
  return { id: row.id, path: row.path, uses, choices };
}
