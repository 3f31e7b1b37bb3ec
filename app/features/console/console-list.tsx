/**
 * The frame of a console list screen: its title, the filter bar (the filters are the address, so a filtered
 * list can be bookmarked, shared and exported as CSV), what the screen shows above its rows (totals, a notice),
 * the rows or the screen's words for none, and the pager, which keeps the filters. The rows are the screen's:
 * a `ConsoleTable` (cards on a phone), inside a bulk form when rows can be chosen.
 */
import type { ComponentProps, ReactNode } from "react";
import { PageTitle } from "./console-shell";
import { FilterBar, Paging } from "./work-ui";

/** Where a paged list stands, as the list reads return it. */
export interface ListPage {
  page: number;
  pageCount: number;
  total: number;
}

export function ConsoleList({
  title,
  filters,
  above,
  count,
  empty,
  list,
  query,
  pagesLabel,
  children,
}: {
  title: string;
  filters: ComponentProps<typeof FilterBar>;
  /** Between the filters and the rows. */
  above?: ReactNode;
  /** How many rows this page has: none shows `empty` instead of `children`. */
  count: number;
  empty: string;
  list: ListPage;
  /** The filters as a query string, kept by the pager's links. */
  query: URLSearchParams;
  /** Names the pager's navigation. */
  pagesLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <PageTitle>{title}</PageTitle>
      <FilterBar {...filters} />
      {above}
      {count === 0 ? <p className="text-slate-800">{empty}</p> : children}
      <Paging
        label={pagesLabel}
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        query={query}
      />
    </div>
  );
}
