/**
 * The console's one table: a labelled region (reachable by keyboard, as axe asks, for the wide tables that
 * scroll sideways on a tablet), a caption for screen readers and a header row; the rows are the caller's, with
 * `cellClass` cells. Under 640 px each row is a card and each cell shows its column's label above its value
 * (`.console-cards` in console.css): the table gives every cell its column's label as `data-label`.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Link } from "react-router";

export const cellClass = "px-3 py-2 align-top";
export const rowClass = "border-b border-slate-200 align-top";

/** A column's heading: a plain label, or one with classes (alignment, hidden on phones) or read only aloud. */
export type Column = string | { label: string; className?: string; srOnly?: boolean };

const HEADING = "whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-800";

function columnParts(column: Column) {
  return typeof column === "string" ? { label: column } : column;
}

type Cell = ReactElement<{ "data-label"?: string }>;
type Row = ReactElement<{ children?: ReactNode }>;

/** The rows with each cell labelled by its column (a label read only aloud is not written on the card). */
function labelledRows(rows: ReactNode, columns: Column[]): ReactNode {
  const labels = columns.map((column) => {
    const { label, srOnly } = columnParts(column);
    return srOnly ? undefined : label;
  });
  return Children.map(rows, (row) => {
    if (!isValidElement(row) || row.type !== "tr") return row;
    const cells = Children.toArray((row as Row).props.children).map((cell, index) =>
      isValidElement(cell) && labels[index]
        ? cloneElement(cell as Cell, { "data-label": labels[index] })
        : cell,
    );
    return cloneElement(row as Row, {}, ...cells);
  });
}

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
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white max-sm:border-0 max-sm:bg-transparent ${className}`}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="console-cards w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => {
              const { label: text, className: extra = "", srOnly = false } = columnParts(column);
              return (
                <th key={text} scope="col" className={`${HEADING} ${extra}`}>
                  {srOnly ? <span className="sr-only">{text}</span> : text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{labelledRows(children, columns)}</tbody>
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
  return <UpLink to={to}>← {children}</UpLink>;
}

/** The link above a screen's title to the list or record it belongs to. */
export function UpLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="text-brand underline">
        {children}
      </Link>
    </p>
  );
}
