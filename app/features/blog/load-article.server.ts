/**
 * The article a blog post or hero article page shows, read in its loader, with the answers both pages give:
 * a renamed article's old address redirects permanently (308) to the new one, an unknown one is a 404 page,
 * and a failed read is a 503 page reported as the page's failure (so it is never cached).
 */
import { data, redirect } from "react-router";
import type { ContentReads } from "../../../domain/content-reads.server";
import { NotFoundError } from "../../../domain/errors";
import type { SectionContext } from "./sections";

interface ArticleKind<T> {
  /** Where the kind's pages live ("/blog", "/hero"): the redirect's target. */
  base: "/blog" | "/hero";
  read(reads: ContentReads, slug: string): Promise<T>;
  modifiedKind: "post" | "hero";
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
  try {
    // When the article last changed: only its structured data and article tags need it.
    const [article, modifiedAt] = await Promise.all([
      kind.read(reads, slug),
      reads.contentModifiedAt(kind.modifiedKind, slug),
    ]);
    return { article, modifiedAt };
  } catch (error) {
    if (error instanceof NotFoundError) {
      const moved = await reads.findMovedArticle(kind.base === "/blog" ? "blog" : "hero", slug);
      if (moved) throw redirect(`${kind.base}/${encodeURIComponent(moved)}`, 308);
      throw data({ message: kind.notFound }, { status: 404 });
    }
    context.sectionFailed(kind.failure, error);
    throw data({ message: kind.failed }, { status: 503 });
  }
}
