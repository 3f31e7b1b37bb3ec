import type { ReactNode } from "react";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import { ArticleBody } from "./article-body";

/**
 * The white card holding a blog post or hero article: the loading notice while the next article is on its
 * way, the featured image, the sanitized HTML body, then whatever the page adds (tags, author block …).
 */
export function ArticleCard({
  pending,
  loadingText,
  imagePath,
  imageAlt,
  priority = false,
  html,
  children,
}: {
  pending: boolean;
  loadingText: string;
  imagePath: string;
  imageAlt: string;
  priority?: boolean;
  html: string;
  children?: ReactNode;
}) {
  return (
    <article
      aria-busy={pending}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition sm:p-8 ${pending ? "opacity-60" : ""}`}
    >
      {pending && (
        <p role="status" className="mb-4 text-sm font-medium text-brand">
          {loadingText}
        </p>
      )}
      <SmartImage
        path={imagePath}
        alt={imageAlt}
        width={1200}
        height={630}
        sizes={IMAGE_SIZES.articleColumn}
        priority={priority}
        className="aspect-[1200/630] w-full rounded-xl bg-slate-100 object-cover"
      />
      <ArticleBody html={html} className="mt-8" />
      {children}
    </article>
  );
}
