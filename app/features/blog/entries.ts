/** Turns posts and hero sections into the small, serialisable shapes the pages render. */
import { formatLongDate } from "../../../domain/format";
import type { RelatedEntry } from "../sidebar/rotating-list";

interface PostLike {
  slug: string;
  title: string;
  created_at: string;
  featured_image_path: string;
}

interface HeroLike {
  slug: string;
  title: string;
  created_at: string;
  featured_image: string;
}

export function postEntry(post: PostLike): RelatedEntry {
  return {
    key: post.slug,
    href: `/blog/${encodeURIComponent(post.slug)}`,
    title: post.title,
    image: post.featured_image_path,
    meta: formatLongDate(post.created_at),
  };
}

export function heroEntry(hero: HeroLike): RelatedEntry {
  return {
    key: hero.slug,
    href: `/hero/${encodeURIComponent(hero.slug)}`,
    title: hero.title,
    image: hero.featured_image,
    meta: formatLongDate(hero.created_at),
  };
}

/** The site origin from the root loader's data, for canonical and social URLs in `meta`. */
export function siteUrlOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}
