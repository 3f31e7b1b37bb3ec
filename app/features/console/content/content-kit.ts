/**
 * The console's ONE content list + form pattern (docs/product/console.md#screens "Content"; docs/decisions/0021-content-kit.md).
 *
 * A kind of content is three small pieces:
 *  1. domain: a zod form schema (shared with the browser) and a store, `contentStore({ entity, table, columns,
 *     statusValues, search, sorts, slug?, files? })` (domain/content/content-store.server.ts), which gives
 *     list / get / create / update (stale-save guard) / setPublished / remove, each with its audit row;
 *  2. a `ContentKindView` (below, browser-safe: labels, categories, sorts, where its pages are) and a
 *     `ContentKindServer` (content-kit.server.ts: store, schema, right, row <-> form mapping, uploads);
 *  3. its entries in the two registries by the segment of its address (`courses` of `/admin/content/courses`):
 *     kinds/all.server.ts (the server kind) and kinds/all.ts (the view, the form schema and the fields).
 *
 * Every kind then has its list at `/admin/content/<kind>?q=&status=&category=&sort=&page=` and its form at
 * `/admin/content/<kind>/new` and `/admin/content/<kind>/:id`, served by two route modules for all kinds
 * (app/routes/admin/content/list.tsx and edit.tsx): the loader finds the kind by the segment (404 for none),
 * checks the kind's right, and hands over to contentListLoader / contentEditLoader; the form screen renders the
 * kind's fields (kinds/<kind>-fields.tsx) inside the shared frame:
 *
 *     <ContentEditScreen view={kindView} schema={schema} data={loaderData} actionData={actionData}>
 *       {({ form, fields }) => <>
 *         <InputField meta={fields.title} label="Title" />
 *         <ListFieldEditor form={form} meta={fields.modules} label="Modules" rowLabel="Module" />
 *         <UploadField name="bannerImage" label="Banner image" kind="image" current={…} error={…} />
 *       </>}
 *     </ContentEditScreen>
 *
 * The form posts the revision it was opened with; a save after someone else's is refused with who and when,
 * keeping what was typed. Every write of the store declares a content change (domain/write-effects.ts), so
 * pages and /api show it as soon as it commits.
 */

import type { SubmissionResult } from "@conform-to/react";
import { textFilter } from "../../../../domain/console/list-filters";
import type { PublishState } from "../../../../domain/content/content-store.server";

export type { PublishState };

export interface ContentKindView {
  /** The console address of its list (`/admin/content/courses`); the form is `<path>/new`, `<path>/<id>`. */
  path: string;
  label: { one: string; many: string };
  /** Category filter and choices; empty when the kind has none. */
  categories: readonly string[];
  /** Words for stored category values when they are not words themselves (`mid` -> Popup). */
  categoryLabels?: Readonly<Record<string, string>>;
  /** Words for the two states (jobs: Open / Closed). */
  states: Record<PublishState, string>;
  /** Orders the list offers, the first being the default (must match the store's `sorts` keys). */
  sorts: readonly { value: string; label: string }[];
  /** What the search looks in, as its placeholder (`Title or company`; default `Title`). */
  searchHint?: string;
  /** The form field that names a record in headings (default `title`). */
  titleField?: string;
  /** The staff preview of a record as its public page shows it, when the kind has a page. */
  previewPath?: (id: number) => string;
}

export interface ListQueryValues {
  q: string;
  status: PublishState | "";
  category: string;
  sort: string;
  page: number;
}

/** The list's state as it is in the address (`?q=&status=&category=&sort=&page=`), checked. */
export function readListQuery(
  url: URL,
  view: Pick<ContentKindView, "categories" | "sorts">,
): ListQueryValues {
  const params = url.searchParams;
  const status = params.get("status");
  const category = params.get("category") ?? "";
  const sort = params.get("sort") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: textFilter(params, "q") ?? "",
    status: status === "published" || status === "draft" ? status : "",
    category: view.categories.includes(category) ? category : "",
    sort: view.sorts.some((option) => option.value === sort) ? sort : (view.sorts[0]?.value ?? ""),
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The segment of a kind's console address, by which the shared routes find it (`courses`). */
export const kindSegment = (view: Pick<ContentKindView, "path">) => view.path.split("/").pop()!;

/** The address of the list with `changes` applied (empty values left out; page 1 unless given). */
export function listHref(
  path: string,
  query: ListQueryValues,
  changes: Partial<ListQueryValues> = {},
): string {
  const next = { ...query, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status) params.set("status", next.status);
  if (next.category) params.set("category", next.category);
  if (next.sort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** What the form's action answers when it does not redirect. */
/** An option of a select field whose options come from the database (ContentKindServer.choices). */
export interface FieldChoice {
  value: string;
  label: string;
}

export interface EditActionData {
  /** The content form's state (absent when the schedule form was posted). */
  result?: SubmissionResult<string[]>;
  /** Why the schedule was refused, and which of its fields. */
  scheduleError?: { field: string; text: string };
  /** When the form's draft was autosaved (the autosave post's answer; the screen does not show it). */
  autosaved?: string;
  /** Why the search and share fields were refused, and which of them. */
  seoError?: { field: string; text: string };
  /** Messages of refused uploads, by file field. */
  uploadErrors?: Record<string, string>;
}
