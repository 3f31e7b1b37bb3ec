/**
 * Pieces shared by the console's work screens (enquiries, registrations, applicants): the filter bar, paging
 * kept in the address, status badges, the history of notes and status changes, and action notices.
 */

import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { NoteView } from "../../../domain/console/notes.server";
import { formatDayTime } from "../../../domain/format";
import { fieldStyles } from "../../components/ui/button-styles";
import { PageTitle } from "./console-shell";
import { UpLink } from "./console-table";
import { ConsoleNotice, type ConsoleNoticeValue } from "./notice";

export const smallButton =
  "inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
export const smallSecondaryButton =
  "inline-flex items-center justify-center rounded-md border border-brand bg-white px-4 py-2 text-sm font-semibold text-brand hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export type FilterControl =
  | { name: string; label: string; type: "search" | "date"; value?: string }
  | {
      name: string;
      label: string;
      type: "select";
      value?: string;
      options: readonly { value: string; label: string }[];
    }
  | { name: string; label: string; type: "checkbox"; value?: boolean };

/** A GET form: filtering changes the address, so a filtered list can be bookmarked, shared and exported. */
export function FilterBar({
  id,
  controls,
  exportHref,
}: {
  id: string;
  controls: FilterControl[];
  exportHref?: string;
}) {
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {controls.map((control) => {
        const inputId = `${id}-${control.name}`;
        if (control.type === "checkbox") {
          return (
            <div key={control.name} className="flex items-end gap-2 pb-2">
              <input
                id={inputId}
                type="checkbox"
                name={control.name}
                value="1"
                defaultChecked={control.value}
                className="h-4 w-4 accent-brand"
              />
              <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                {control.label}
              </label>
            </div>
          );
        }
        return (
          <div key={control.name} className={control.type === "search" ? "lg:col-span-2" : ""}>
            <label htmlFor={inputId} className={fieldStyles.label}>
              {control.label}
            </label>
            {control.type === "select" ? (
              <select
                id={inputId}
                name={control.name}
                defaultValue={control.value ?? ""}
                className={fieldStyles.input}
              >
                <option value="">All</option>
                {control.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                name={control.name}
                type={control.type}
                defaultValue={control.value ?? ""}
                className={fieldStyles.input}
              />
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={smallButton}>
          Filter
        </button>
        {exportHref && (
          // A file download, not a page: the browser fetches it itself.
          <a href={exportHref} className={smallSecondaryButton} download>
            Export CSV
          </a>
        )}
      </div>
    </Form>
  );
}

/** "Page 2 of 7" with previous and next links that keep the filter. */
export function Paging({
  label,
  page,
  pageCount,
  total,
  query,
}: {
  label: string;
  page: number;
  pageCount: number;
  total: number;
  query: URLSearchParams;
}) {
  const link = (to: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(to));
    return `?${params}`;
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4 text-sm text-slate-800">
      <span>
        {total.toLocaleString("en-IN")} found · page {page} of {pageCount}
      </span>
      {page > 1 && (
        <Link to={link(page - 1)} className="font-medium text-brand underline">
          Previous page
        </Link>
      )}
      {page < pageCount && (
        <Link to={link(page + 1)} className="font-medium text-brand underline">
          Next page
        </Link>
      )}
    </nav>
  );
}

const BADGE: Record<string, string> = {
  new: "bg-brand-50 text-brand",
  contacted: "bg-sky-100 text-sky-900",
  qualified: "bg-amber-100 text-amber-900",
  converted: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
  "pending-payment": "bg-amber-100 text-amber-900",
  paid: "bg-sky-100 text-sky-900",
  enrolled: "bg-brand-50 text-brand",
  completed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
  refunded: "bg-red-100 text-red-900",
  lapsed: "bg-slate-200 text-slate-800",
  // Batches (domain/programs/batch.schema.ts).
  "batch-open": "bg-emerald-100 text-emerald-900",
  "batch-full": "bg-amber-100 text-amber-900",
  "batch-closed": "bg-slate-200 text-slate-800",
  "batch-cancelled": "bg-red-100 text-red-900",
  applied: "bg-brand-50 text-brand",
  screening: "bg-sky-100 text-sky-900",
  interview: "bg-amber-100 text-amber-900",
  offer: "bg-violet-100 text-violet-900",
  hired: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  // Payments and refunds (domain/payments/payment-text.ts).
  captured: "bg-emerald-100 text-emerald-900",
  authorized: "bg-sky-100 text-sky-900",
  failed: "bg-slate-200 text-slate-800",
  "needs-attention": "bg-red-100 text-red-900",
  "refund-pending": "bg-amber-100 text-amber-900",
  "refund-processed": "bg-violet-100 text-violet-900",
  "refund-failed": "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[status] ?? "bg-slate-100 text-slate-800"}`}
    >
      {label}
    </span>
  );
}

/** A note or status change as the notes' read gives it (its time already text). */
export type HistoryEntry = NoteView;

/** Notes and status changes, newest first, with who and when. */
export function History({ entries, labels }: { entries: HistoryEntry[]; labels: Record<string, string> }) {
  if (entries.length === 0) return <p className="text-sm text-slate-700">No notes yet.</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <p className="text-slate-700">
            <strong className="text-slate-900">{entry.authorName}</strong> · {formatDayTime(entry.createdAt)}
          </p>
          {entry.toStatus && (
            <p className="mt-1 font-medium text-slate-900">
              Status: {labels[entry.fromStatus ?? ""] ?? entry.fromStatus} →{" "}
              {labels[entry.toStatus] ?? entry.toStatus}
            </p>
          )}
          {entry.body && <p className="mt-1 whitespace-pre-line text-slate-900">{entry.body}</p>}
        </li>
      ))}
    </ol>
  );
}

/** The work screens' name for the console's one action notice. */
export { ConsoleNotice as Notice } from "./notice";

/** Conform's reply to the form that posted `intent`, when the last post was that form's. */
export function resultOf<R>(reply: { intent: string; result: R } | undefined, intent: string): R | undefined {
  return reply?.intent === intent ? reply.result : undefined;
}

/** The top of a record's screen: the link up to its list, the record's name, and the last post's notice. */
export function RecordHeader({
  up,
  title,
  notice,
}: {
  up: { to: string; text: ReactNode };
  title: ReactNode;
  notice: ConsoleNoticeValue | null | undefined;
}) {
  return (
    <>
      <UpLink to={up.to}>{up.text}</UpLink>
      <PageTitle>{title}</PageTitle>
      <ConsoleNotice notice={notice} />
    </>
  );
}

/** A labelled card on a detail page. */
export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label–value pairs. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 sm:text-sm sm:font-medium sm:normal-case sm:tracking-normal sm:text-slate-700">
            {label}
          </dt>
          <dd className="mb-2 break-words text-slate-900 sm:mb-0">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
