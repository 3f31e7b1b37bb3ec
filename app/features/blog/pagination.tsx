/**
 * Previous / 'Page X of Y' / Next for the blog listing, shown only with more than one page. The controls are
 * links (?page=n) so crawlers can follow them; at the ends they are disabled.
 */
import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";

const control =
  "inline-flex items-center justify-center gap-1 whitespace-nowrap rounded-full border px-4 py-2.5 text-sm font-semibold transition sm:min-w-28 sm:px-5";
const enabled = `${control} border-brand text-brand hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`;
const disabled = `${control} cursor-not-allowed border-slate-200 text-slate-500`;

export function blogPageHref(page: number): string {
  return page <= 1 ? "/blog" : `/blog?page=${page}`;
}

function Control({
  label,
  page,
  active,
  rel,
}: {
  label: string;
  page: number;
  active: boolean;
  rel: string;
}) {
  const text = rel === "prev" ? `← ${label}` : `${label} →`;
  if (!active)
    return (
      // biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, so it cannot be an <a>
      <span role="link" aria-disabled="true" tabIndex={-1} className={disabled}>
        {text}
      </span>
    );
  return (
    <Link to={blogPageHref(page)} rel={rel} className={enabled} preventScrollReset={false}>
      {text}
    </Link>
  );
}

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10 flex items-center justify-between gap-3">
      <Control label={MESSAGES.previous} page={page - 1} active={page > 1} rel="prev" />
      <p className="text-center text-sm font-medium text-slate-700">{MESSAGES.pageOf(page, totalPages)}</p>
      <Control label={MESSAGES.next} page={page + 1} active={page < totalPages} rel="next" />
    </nav>
  );
}
