/**
 * Permanent redirects from the old addresses of renamed pages (table `slug_redirects`). A rename stores the
 * old slug with the record's id; the public detail route, finding no page at a slug, asks `findSlugRedirect`
 * for the record's current slug, so every earlier address leads to the page in one hop.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { slugRedirects } from "../db/schema.ts";

/** The public detail routes that have slugs (course, internship, post, hero). */
export type SlugKind = string;

/** Records that `oldSlug` now leads to the record; the new slug is live, so it stops redirecting anywhere. */
export async function recordSlugChange(
  tx: Tx,
  kind: SlugKind,
  recordId: number,
  oldSlug: string | null,
  newSlug: string,
): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, newSlug)));
  if (!oldSlug || oldSlug === newSlug) return;
  await tx
    .insert(slugRedirects)
    .values({ kind, oldSlug, recordId })
    .onConflictDoUpdate({
      target: [slugRedirects.kind, slugRedirects.oldSlug],
      set: { recordId, createdAt: sql`now()` },
    });
}

/** A new record takes a slug: an old address with that slug now shows it instead of redirecting. */
export async function releaseSlug(tx: Tx, kind: SlugKind, slug: string): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
}

/** Forgets a removed record's old addresses (they answer 404 like any unknown page). */
export async function forgetSlugs(tx: Tx, kind: SlugKind, recordId: number): Promise<void> {
  await tx
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.recordId, recordId)));
}

/** The id of the record an old slug of `kind` leads to, or null. */
export async function findSlugRedirect(db: Db, kind: SlugKind, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ recordId: slugRedirects.recordId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)))
    .limit(1);
  return row?.recordId ?? null;
}
