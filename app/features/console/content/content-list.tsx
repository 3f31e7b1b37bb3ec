/**
 * The list screen of every content kind: search, status and category filters and the order in the address
 * (a GET form, so a filtered list can be bookmarked and works without JavaScript), pages of 25, and one
 * POST for publishing or unpublishing the ticked rows.
 */

import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatDayTime } from "../../../../domain/format";
import { buttonStyles, fieldStyles } from "../../../components/ui/button-styles";
import { PageTitle } from "../console-shell";
import { ConsoleTable } from "../console-table";
import { type ContentKindView, type ListQueryValues, listHref, type PublishState } from "./content-kit";
import { scheduleSummary } from "./schedule-form";
import { StateBadge } from "./state-badge";

export interface ContentListData {
  query: ListQueryValues;
  total: number;
  pages: number;
  rows: {
    id: number;
    title: string;
    category: string;
    status: PublishState;
    updatedAt: string;
    noAddress: boolean;
    /** Scheduled moments (ISO), if any. */
    publishAt: string | null;
    unpublishAt: string | null;
  }[];
  /** Published records of the whole kind (not only this page) without a slug: their pages answer 404. */
  noAddressCount: number;
  deleted: boolean;
}

const small =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand";

type ListRow = ContentListData["rows"][number];

export function ContentListScreen({
  view,
  data,
  notice,
}: {
  view: ContentKindView;
  data: ContentListData;
  notice?: { ok: boolean; text: string } | null;
}) {
  const { query, rows, pages } = data;
  const filtered = Boolean(query.q || query.status || query.category);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{view.label.many}</PageTitle>
        <Link to={`${view.path}/new`} className={buttonStyles.primary}>
          New {view.label.one}
        </Link>
      </div>
      <div role="status" className="empty:hidden">
        {(notice || data.deleted) && (
          <p
            className={`rounded-lg border px-4 py-2 text-sm ${notice && !notice.ok ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}
          >
            {notice?.text ?? `The ${view.label.one} was deleted.`}
          </p>
        )}
      </div>
      {data.noAddressCount > 0 && <NoAddressWarning view={view} count={data.noAddressCount} />}
      <ListFilters view={view} query={query} total={data.total} filtered={filtered} />
      {rows.length === 0 ? (
        <EmptyList view={view} filtered={filtered} />
      ) : (
        <BulkForm view={view} query={query} pages={pages} rows={rows} />
      )}
      {pages > 1 && <Pager view={view} query={query} pages={pages} />}
    </div>
  );
}

function NoAddressWarning({ view, count }: { view: ContentKindView; count: number }) {
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      {count === 1
        ? `1 published ${view.label.one} has no slug, so its page does not open.`
        : `${count} published ${view.label.many.toLowerCase()} have no slug, so their pages do not open.`}{" "}
      Open {count === 1 ? "it" : "each one"} (marked “No page address”) and save to make a slug from the
      title.
    </p>
  );
}

function FilterSelect({
  name,
  label,
  defaultValue,
  children,
}: {
  /** The query parameter; the field's id is `content-<name>`. */
  name: string;
  label: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`content-${name}`} className={fieldStyles.label}>
        {label}
      </label>
      <select id={`content-${name}`} name={name} defaultValue={defaultValue} className={fieldStyles.input}>
        {children}
      </select>
    </div>
  );
}

function ListFilters({
  view,
  query,
  total,
  filtered,
}: {
  view: ContentKindView;
  query: ListQueryValues;
  total: number;
  filtered: boolean;
}) {
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      role="search"
      aria-label={`Find ${view.label.many.toLowerCase()}`}
    >
      <div className="sm:col-span-2">
        <label htmlFor="content-q" className={fieldStyles.label}>
          Search
        </label>
        <input
          id="content-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={view.searchHint ?? "Title"}
          className={fieldStyles.input}
        />
      </div>
      <FilterSelect name="status" label="Status" defaultValue={query.status}>
        <option value="">Any</option>
        <option value="published">{view.states.published}</option>
        <option value="draft">{view.states.draft}</option>
      </FilterSelect>
      {view.categories.length > 0 && (
        <FilterSelect name="category" label="Category" defaultValue={query.category}>
          <option value="">Any</option>
          {view.categories.map((category) => (
            <option key={category} value={category}>
              {view.categoryLabels?.[category] ?? category}
            </option>
          ))}
        </FilterSelect>
      )}
      <FilterSelect name="sort" label="Order" defaultValue={query.sort}>
        {view.sorts.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-5">
        <button type="submit" className={small}>
          Apply
        </button>
        {filtered && (
          <Link to={view.path} className="text-sm font-medium text-brand underline">
            Clear filters
          </Link>
        )}
        <p className="ml-auto text-sm text-slate-700" aria-live="polite">
          {total} {total === 1 ? view.label.one : view.label.many.toLowerCase()}
        </p>
      </div>
    </Form>
  );
}

function EmptyList({ view, filtered }: { view: ContentKindView; filtered: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      {filtered ? (
        <>
          <p className="font-medium text-slate-900">No {view.label.many.toLowerCase()} match.</p>
          <p className="mt-1 text-sm text-slate-700">
            <Link to={view.path} className="font-medium text-brand underline">
              Clear the filters
            </Link>{" "}
            to see them all.
          </p>
        </>
      ) : (
        <>
          <p className="font-medium text-slate-900">No {view.label.many.toLowerCase()} yet.</p>
          <p className="mt-1 text-sm text-slate-700">
            <Link to={`${view.path}/new`} className="font-medium text-brand underline">
              Add the first {view.label.one}
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}

function BulkForm({
  view,
  query,
  pages,
  rows,
}: {
  view: ContentKindView;
  query: ListQueryValues;
  pages: number;
  rows: readonly ListRow[];
}) {
  return (
    <Form method="post" id="bulk" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">With the ticked rows:</span>
        <button type="submit" name="intent" value="publish" className={small}>
          {view.states.published === "Published" ? "Publish" : `Mark ${view.states.published.toLowerCase()}`}
        </button>
        <button type="submit" name="intent" value="unpublish" className={small}>
          {view.states.draft === "Draft" ? "Unpublish" : `Mark ${view.states.draft.toLowerCase()}`}
        </button>
      </div>
      <ConsoleTable
        label={view.label.many}
        caption={`${view.label.many}, page ${query.page} of ${pages}`}
        columns={[
          { label: "Select", className: "w-10", srOnly: true },
          "Title",
          ...(view.categories.length > 0 ? [{ label: "Category", className: "hidden sm:table-cell" }] : []),
          "Status",
          { label: "Last saved", className: "hidden md:table-cell" },
        ]}
      >
        {rows.map((row) => contentRow(view, row))}
      </ConsoleTable>
    </Form>
  );
}

/**
 * A row of the table, as a `<tr>` element itself rather than a component: ConsoleTable labels the cells of the
 * `<tr>` children it is given (for the phone's cards).
 */
function contentRow(view: ContentKindView, row: ListRow) {
  const scheduled = scheduleSummary(row, view.states);
  return (
    <tr key={row.id} className="border-b border-slate-200 last:border-0 hover:bg-slate-50">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          name="id"
          value={row.id}
          aria-label={`Select ${row.title}`}
          className="h-4 w-4 accent-brand"
        />
      </td>
      <td className="px-3 py-2">
        <Link to={`${view.path}/${row.id}`} className="font-medium text-brand hover:underline">
          {row.title}
        </Link>
        {row.noAddress && (
          <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950">
            No page address
          </span>
        )}
      </td>
      {view.categories.length > 0 && (
        <td className="hidden px-3 py-2 text-slate-800 sm:table-cell">
          {view.categoryLabels?.[row.category] ?? row.category}
        </td>
      )}
      <td className="px-3 py-2">
        <StateBadge state={row.status} label={view.states[row.status]} />
        {scheduled && <span className="mt-1 block text-xs text-slate-700">Scheduled: {scheduled}</span>}
      </td>
      <td className="hidden whitespace-nowrap px-3 py-2 text-slate-700 md:table-cell">
        {formatDayTime(row.updatedAt)}
      </td>
    </tr>
  );
}

function Pager({ view, query, pages }: { view: ContentKindView; query: ListQueryValues; pages: number }) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      {query.page > 1 ? (
        <Link to={listHref(view.path, query, { page: query.page - 1 })} className={small} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Page {query.page} of {pages}
      </span>
      {query.page < pages ? (
        <Link to={listHref(view.path, query, { page: query.page + 1 })} className={small} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
