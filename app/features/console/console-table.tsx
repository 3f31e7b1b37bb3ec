/**
 * The console's tables: a labelled region that scrolls sideways on a phone (reachable by keyboard, as axe
 * asks), a caption for screen readers, a header row; the rows are the caller's, with `cellClass` cells.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";

export const cellClass = "px-3 py-2";
export const rowClass = "border-b border-slate-200 align-top";

export function ConsoleTable({
  label,
  caption,
  columns,
  children,
}: {
  /** Names the scrolling region. */
  label: string;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable)
    <section className="overflow-x-auto" aria-label={label} tabIndex={0}>
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** Newer / older links of a list shown in pages (the page is in the URL). */
export function Pager({
  label,
  page,
  hasNext,
  linkTo,
  newer = "Newer",
  older = "Older",
}: {
  label: string;
  page: number;
  hasNext: boolean;
  linkTo: (page: number) => string;
  newer?: string;
  older?: string;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex gap-4 text-sm">
      {page > 1 && (
        <Link to={linkTo(page - 1)} className="text-brand underline">
          {newer}
        </Link>
      )}
      {hasNext && (
        <Link to={linkTo(page + 1)} className="text-brand underline">
          {older}
        </Link>
      )}
    </nav>
  );
}

/** "← <label>" back to a list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="text-brand underline">
        ← {children}
      </Link>
    </p>
  );
}
