/**
 * The article a blog post or hero article page shows, read in its loader, with the answers both pages give:
 * a renamed article's old address redirects permanently (308) to the new one, an unknown one is a 404 page,
 * and a failed read is a 503 page reported as the page's failure (so it is never cached).
 */
import { data, redirect } from "react-router";
import type { ContentReads } from "../../../domain/content-reads.server";
import { NotFoundError } from "../../../domain/errors";
import type { SectionContext } from "./sections";

/** Where each kind's pages live (a redirect's target) and its name for the content-change dates. */
const KINDS = {
  blog: { base: "/blog", modified: "post" },
  hero: { base: "/hero", modified: "hero" },
} as const;

interface ArticleKind<T> {
  kind: keyof typeof KINDS;
  read(reads: ContentReads, slug: string): Promise<T>;
  notFound: string;
  failed: string;
  /** The log message of a failed read. */
  failure: string;
}

export async function loadArticle<T>(
  context: SectionContext & { reads: ContentReads },
  slug: string,
  kind: ArticleKind<T>,
): Promise<{ article: T; modifiedAt: string | null }> {
  const { reads } = context;
  const { base, modified } = KINDS[kind.kind];
  try {
    // When the article last changed: only its structured data and article tags need it.
    const [article, modifiedAt] = await Promise.all([
      kind.read(reads, slug),
      reads.contentModifiedAt(modified, slug),
    ]);
    return { article, modifiedAt };
  } catch (error) {
    if (error instanceof NotFoundError) {
      const moved = await reads.findMovedArticle(kind.kind, slug);
      if (moved) throw redirect(`${base}/${encodeURIComponent(moved)}`, 308);
      throw data({ message: kind.notFound }, { status: 404 });
    }
    context.sectionFailed(kind.failure, error);
    throw data({ message: kind.failed }, { status: 503 });
  }
}
