import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";

const itemStyles =
  "inline-flex min-w-24 items-center justify-center rounded-full border px-4 py-2 text-sm font-semibold transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const activeStyles = `${itemStyles} border-brand text-brand hover:bg-brand-50`;
const disabledStyles = `${itemStyles} cursor-not-allowed border-slate-200 text-slate-400`;

/**
 * Previous / 'Page X of Y' / Next, shown only with more than one page; Previous is disabled on the first
 * page and Next on the last. Pages are links (`hrefFor`, shareable and crawlable) or buttons (`onPage`).
 */
export function Pager({
  page,
  totalPages,
  hrefFor,
  onPage,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const control = (target: number, text: string, enabled: boolean, rel: "prev" | "next") => {
    if (!enabled)
      return (
        <button type="button" disabled className={disabledStyles}>
          {text}
        </button>
      );
    if (hrefFor)
      return (
        <Link to={hrefFor(target)} rel={rel} preventScrollReset className={activeStyles}>
          {text}
        </Link>
      );
    return (
      <button type="button" onClick={() => onPage?.(target)} className={activeStyles}>
        {text}
      </button>
    );
  };
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-center gap-3 sm:gap-4">
      {control(page - 1, MESSAGES.previous, page > 1, "prev")}
      <span className="text-sm font-medium text-slate-700" aria-live="polite">
        {MESSAGES.pageOf(page, totalPages)}
      </span>
      {control(page + 1, MESSAGES.next, page < totalPages, "next")}
    </nav>
  );
}
