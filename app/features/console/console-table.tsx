/**
 * The console's one table: a labelled region that scrolls sideways on a phone (reachable by keyboard, as axe
 * asks), a caption for screen readers and a header row; the rows are the caller's, with `cellClass` cells.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";

export const cellClass = "px-3 py-2 align-top";
export const rowClass = "border-b border-slate-200 align-top";

/** A column's heading: a plain label, or one with classes (alignment, hidden on phones) or read only aloud. */
export type Column = string | { label: string; className?: string; srOnly?: boolean };

const HEADING = "whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-800";

export function ConsoleTable({
  label,
  caption,
  columns,
  children,
  className = "",
}: {
  /** Names the scrolling region. */
  label: string;
  caption: string;
  columns: Column[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white ${className}`}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => {
              const {
                label: text,
                className: extra = "",
                srOnly = false,
              } = typeof column === "string" ? { label: column } : column;
              return (
                <th key={text} scope="col" className={`${HEADING} ${extra}`}>
                  {srOnly ? <span className="sr-only">{text}</span> : text}
                </th>
              );
            })}
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
