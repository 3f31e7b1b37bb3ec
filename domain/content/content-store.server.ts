/**
 * The write and list functions every kind of console content shares (docs/decisions/0021-content-kit.md).
 * A kind describes its table in a `ContentStoreDef` (which columns are its title, category, status, slug and
 * files) and gets `list`, `get`, `create`, `update`, `setPublished` and `remove`, each `(db, actor, input)`,
 * each in one transaction with its audit row (changed fields).
 *
 * Lost updates are impossible: every table has a `revision` counter; `update` is given the revision the form
 * was opened with and writes only `WHERE revision = that`, so of two saves of the same revision exactly one
 * wins and the other is refused with who saved it and when.
 *
 * Every create and save keeps the record's content as a revision (content-revisions.server.ts) in the same
 * transaction, and `restore` saves an older revision's content again as a new one.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type AuditActor, recordAudit, type Tx } from "../audit/audit.server.ts";
import { containing } from "../console/list-search.server.ts";
import type { Db } from "../db/db.ts";
import { auditLog, contentDrafts, contentSchedules, contentSeo, staffUsers } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { formatDayTime } from "../format.ts";
import { parseListField } from "../programs/list-fields.ts";
import type { Actor } from "../staff/actor.ts";
import type { Storage } from "../storage.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import {
  BASELINE,
  getRevision,
  hasNoRevisions,
  type RevisionEntry,
  recordRevision,
} from "./content-revisions.server.ts";
import { releaseUnusedMedia } from "./media-library.server.ts";
import { slugify } from "./slug.ts";
import { forgetSlugs, recordSlugChange, releaseSlug } from "./slug-redirects.server.ts";

export const CONTENT_PAGE_SIZE = 25;

/** Published / draft, or the kind's own words for them (jobs: open / closed). */
export type PublishState = "published" | "draft";

export interface ContentStoreDef {
  /** The audit log's record kind (`course`, `job`, …). */
  entity: string;
  table: PgTable;
  columns: {
    id: AnyPgColumn;
    revision: AnyPgColumn;
    updatedAt: AnyPgColumn;
    title: AnyPgColumn;
    category?: AnyPgColumn;
    /** The column that says published or not, and the values that mean each. */
    status: AnyPgColumn;
  };
  /** What `status` holds when published and when not (`true`/`false`, `"open"`/`"closed"`). */
  statusValues: { published: unknown; draft: unknown };
  /** Columns the list's search looks in (case-insensitive, anywhere in the text). */
  search: AnyPgColumn[];
  /** Orders the list offers; the first is the default. */
  sorts: Record<string, { column: AnyPgColumn; descending?: boolean }>;
  /** A slug column and the public route kind its old values redirect for. */
  slug?: { column: AnyPgColumn; field: string; redirectKind: string };
  /** Row fields that hold stored file paths, removed with the record (and when replaced). */
  files?: string[];
  /**
   * Row fields holding ordered `{ title, description? }` lists, which older rows may store as plain strings:
   * compared by their items, so a form that did not touch one does not rewrite it in the new shape.
   */
  listFields?: string[];
}

export interface ListQuery {
  q?: string;
  status?: PublishState;
  category?: string;
  sort?: string;
  page?: number;
}

export interface ListRow {
  id: number;
  title: string;
  category: string;
  status: PublishState;
  updatedAt: Date;
  /** Published but without a slug, so its public address answers 404 (older or imported rows). */
  noAddress: boolean;
}

/** Field values as the kind stores them (column property names); a kind's form maps to and from them. */
export type RowValues = Record<string, unknown>;

export interface SaveInput {
  values: RowValues;
  /** Set the publish state in the same write (the form's "Save and publish" / "Unpublish"). */
  publish?: PublishState;
}

export interface UpdateInput extends SaveInput {
  id: number;
  /** The revision the form was opened with. */
  revision: number;
}

/** How a save came about, for its revision (a form's save, or a restore of an older revision). */
interface SaveKind {
  restoredFrom?: number;
}

/**
 * `{ field: [before, after] }` of the fields whose value differs (lists and dates compared by value; the
 * `listFields` by their items, whatever shape they are stored in).
 */
export function changedValues(
  before: RowValues,
  after: RowValues,
  listFields: readonly string[] = [],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const comparable = (key: string, value: unknown) =>
    JSON.stringify(listFields.includes(key) ? parseListField(value) : (value ?? null));
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && comparable(key, before[key]) !== comparable(key, value))
      changes[key] = [before[key] ?? null, value];
  }
  return changes;
}

/** `Chitra Counsellor saved this at 24 Nov 2026, 14:05 — …`: who made the revision a stale form missed. */
export async function staleMessage(db: Tx, entity: string, id: number, fallbackAt: Date): Promise<string> {
  const [last] = await db
    .select({ at: auditLog.at, email: auditLog.actorEmail, name: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const who = last?.name ?? last?.email ?? "Someone";
  const when = formatDayTime(last?.at ?? fallbackAt);
  return `${who} saved this at ${when} — your changes were not saved. What you typed is still below: reload the page in another tab to see their version, then apply your changes and save again.`;
}

export function contentStore(def: ContentStoreDef) {
  return {
    def,

    /** The record's name as lists and headings show it. */
    titleOf: (row: RowValues) => String(row[titleField(def)] ?? ""),

    list: (db: Db, query: ListQuery) => listContent(def, db, query),

    /** The whole row, with its publish state; NotFoundError when there is none. */
    async get(db: Db, id: number) {
      const row = await fetchRow(def, db, id);
      if (!row) throw new NotFoundError("This record no longer exists.");
      return { row, status: stateOf(def, row[statusField(def)]) };
    },

    create: (db: Db, actor: Actor, input: SaveInput): Promise<{ id: number }> =>
      createContent(def, db, actor, input),

    /**
     * Saves a form opened at `revision`. Refused (RuleError naming who and when) when someone saved since; the
     * files the save replaced are removed from storage after it commits.
     */
    update(db: Db, actor: Actor, input: UpdateInput, storage?: Storage): Promise<{ slug?: string }> {
      return saveContent(def, db, actor, input, storage, {});
    },

    /**
     * Saves the content of the kept revision `from` as a new revision of the record opened at `revision`
     * (refused like a stale form when someone saved since). Its files and publish state stay as they are now.
     */
    async restore(
      db: Db,
      actor: Actor,
      input: { id: number; revision: number; from: number },
      storage?: Storage,
    ): Promise<{ revision: number }> {
      const { revision: kept } = await getRevision(db, def.entity, input.id, input.from);
      const values = restorableValues(def, kept.fields);
      await saveContent(def, db, actor, { id: input.id, revision: input.revision, values }, storage, {
        restoredFrom: input.from,
      });
      return { revision: input.revision + 1 };
    },
    /**
     * Bulk publish or unpublish (the list's ticked rows, or a schedule with its `detail`); one audit row per
     * record whose state changed. Returns how many changed.
     */
    setPublished: (
      db: Db,
      actor: AuditActor,
      input: { ids: number[]; state: PublishState; detail?: Record<string, unknown> },
    ): Promise<number> => setContentPublished(def, db, actor, input),

    /**
     * Deletes the record, its schedule, its drafts, its search and share fields, its old addresses and (after
     * the commit) its stored files and share image, each unless other content still uses it.
     */
    remove: (db: Db, actor: Actor, input: { id: number }, storage?: Storage): Promise<void> =>
      removeContent(def, db, actor, input, storage),
  };
}

export type ContentStore = ReturnType<typeof contentStore>;

const stateOf = (def: ContentStoreDef, value: unknown): PublishState =>
  value === def.statusValues.published ? "published" : "draft";

const idWhere = (def: ContentStoreDef, id: number) => eq(def.columns.id, id);

/** Published records without a slug (their public address answers 404). */
const sluglessWhere = (slug: NonNullable<ContentStoreDef["slug"]>) =>
  or(isNull(slug.column), eq(slug.column, ""));

function listWhere(def: ContentStoreDef, query: ListQuery): SQL | undefined {
  const c = def.columns;
  const where: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) where.push(or(...def.search.map((column) => ilike(column, containing(q)))));
  if (query.status) where.push(eq(c.status, def.statusValues[query.status]));
  if (query.category && c.category) where.push(eq(c.category, query.category));
  return where.length ? and(...where) : undefined;
}

async function listContent(def: ContentStoreDef, db: Db, query: ListQuery) {
  const { table, columns: c } = def;
  const where = listWhere(def, query);
  const sortKey = query.sort && query.sort in def.sorts ? query.sort : Object.keys(def.sorts)[0];
  const sort = def.sorts[sortKey];
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  const pages = Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const rows = await db
    .select({
      id: c.id,
      title: c.title,
      category: c.category ?? sql<string>`''`,
      status: c.status,
      updatedAt: c.updatedAt,
      slug: def.slug ? def.slug.column : sql<string>`'-'`,
    })
    .from(table)
    .where(where)
    .orderBy(sort.descending ? desc(sort.column) : asc(sort.column), desc(c.id))
    .limit(CONTENT_PAGE_SIZE)
    .offset((page - 1) * CONTENT_PAGE_SIZE);
  return {
    noAddressCount: await countSlugless(def, db),
    rows: rows.map(({ slug, ...row }): ListRow => {
      const status = stateOf(def, row.status);
      return {
        ...(row as Omit<ListRow, "status" | "noAddress">),
        status,
        noAddress: status === "published" && !slug,
      };
    }),
    total,
    page,
    pages,
    sort: sortKey,
  };
}

/** Across the whole table, not the page: the list warns of every published record without an address. */
async function countSlugless(def: ContentStoreDef, db: Db): Promise<number> {
  if (!def.slug) return 0;
  const [{ slugless }] = await db
    .select({ slugless: count() })
    .from(def.table)
    .where(and(eq(def.columns.status, def.statusValues.published), sluglessWhere(def.slug)));
  return slugless;
}

async function slugFor(
  def: ContentStoreDef,
  tx: Tx,
  values: RowValues,
  id: number | null,
): Promise<string | undefined> {
  if (!def.slug) return undefined;
  const typed = typeof values[def.slug.field] === "string" ? (values[def.slug.field] as string) : "";
  const slug = slugify(typed || String(values.title ?? ""));
  if (!slug) throw new RuleError("Enter a title or a slug with letters or digits.", [def.slug.field]);
  const [taken] = await tx
    .select({ id: def.columns.id })
    .from(def.table)
    .where(eq(def.slug.column, slug))
    .limit(1);
  if (taken && (taken as { id: number }).id !== id)
    throw new RuleError(`Another page already uses the address “${slug}”. Choose another slug.`, [
      def.slug.field,
    ]);
  return slug;
}

async function fetchRow(def: ContentStoreDef, db: Tx, id: number): Promise<RowValues | null> {
  const [row] = await db.select().from(def.table).where(idWhere(def, id)).limit(1);
  return (row as RowValues | undefined) ?? null;
}

/** The paths no row of the table still names (demo rows, or a copy, may share one file). */
async function unusedFiles(def: ContentStoreDef, db: Db, paths: string[]): Promise<string[]> {
  const columns = getTableColumns(def.table) as Record<string, AnyPgColumn>;
  const kept: string[] = [];
  for (const path of paths) {
    const uses = await Promise.all(
      (def.files ?? []).map((field) =>
        db.select({ id: def.columns.id }).from(def.table).where(eq(columns[field], path)).limit(1),
      ),
    );
    if (uses.every((rows) => rows.length === 0)) kept.push(path);
  }
  return kept;
}

/** The revision row of a stored row: its content columns, not its id, counter, times or publish state. */
function revisionOf(
  def: ContentStoreDef,
  row: RowValues,
  actor: Actor | null,
): Omit<RevisionEntry, "action" | "changed" | "auditId"> {
  const skip = new Set([
    idField(def),
    "revision",
    propertyOf(def, def.columns.updatedAt),
    "createdAt",
    statusField(def),
  ]);
  return {
    entity: def.entity,
    entityId: row[idField(def)] as number,
    revision: row.revision as number,
    actor,
    fields: Object.fromEntries(Object.entries(row).filter(([key]) => !skip.has(key))),
  };
}

async function createContent(
  def: ContentStoreDef,
  db: Db,
  actor: Actor,
  input: SaveInput,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const values = { ...input.values };
    const slug = await slugFor(def, tx, values, null);
    if (def.slug && slug) {
      values[def.slug.field] = slug;
      await releaseSlug(tx, def.slug.redirectKind, slug);
    }
    const status = def.statusValues[input.publish ?? "draft"];
    const [created] = await tx
      .insert(def.table)
      .values({ ...values, [statusField(def)]: status } as never)
      .returning();
    const row = created as RowValues;
    const id = row[idField(def)] as number;
    afterCommit(tx, CONTENT_CHANGED);
    const changes = changedValues({}, values, def.listFields);
    const auditId = await recordAudit(tx, actor, {
      action: "create",
      entity: def.entity,
      entityId: String(id),
      changes: { ...changes, status: [null, input.publish ?? "draft"] },
    });
    await recordRevision(tx, {
      ...revisionOf(def, row, actor),
      action: "create",
      changed: Object.keys(changes),
      auditId,
    });
    return { id };
  });
}

async function saveContent(
  def: ContentStoreDef,
  db: Db,
  actor: Actor,
  input: UpdateInput,
  storage: Storage | undefined,
  kind: SaveKind,
): Promise<{ slug?: string }> {
  const replaced: string[] = [];
  const result = await db.transaction(async (tx) => {
    const before = await fetchRow(def, tx, input.id);
    if (!before) throw new NotFoundError("This record no longer exists.");
    const stale = async () =>
      new RuleError(await staleMessage(tx, def.entity, input.id, before.updatedAt as Date));
    if (before.revision !== input.revision) throw await stale();
    const values = { ...input.values };
    const slug = await slugFor(def, tx, values, input.id);
    if (def.slug && slug) values[def.slug.field] = slug;
    // Only what the person changed is written: a field the form merely carried keeps its stored value.
    const changes: Record<string, unknown> = changedValues(before, values, def.listFields);
    const written = Object.fromEntries(Object.keys(changes).map((field) => [field, values[field]]));
    const set: RowValues = { ...written, revision: sql`${def.columns.revision} + 1` };
    if (input.publish) set[statusField(def)] = def.statusValues[input.publish];
    const updated = await tx
      .update(def.table)
      .set(set as never)
      .where(and(idWhere(def, input.id), eq(def.columns.revision, input.revision)))
      .returning();
    // Another save of the same revision committed between our read and this write.
    if (updated.length === 0) throw await stale();
    afterCommit(tx, CONTENT_CHANGED);
    if (def.slug && slug) {
      const oldSlug = (before[def.slug.field] as string | null) ?? null;
      await recordSlugChange(tx, def.slug.redirectKind, input.id, oldSlug, slug);
    }
    for (const field of def.files ?? []) {
      const old = before[field];
      if (typeof old === "string" && old && field in written) replaced.push(old);
    }
    const beforeState = stateOf(def, before[statusField(def)]);
    if (input.publish && input.publish !== beforeState) changes.status = [beforeState, input.publish];
    await recordSave(def, tx, actor, { input, kind, before, after: updated[0] as RowValues, changes });
    return { slug };
  });
  if (storage) await releaseUnusedMedia(db, storage, await unusedFiles(def, db, replaced));
  return result;
}

/** What a save leaves behind in its transaction: its audit row and its revision (and a baseline before it). */
async function recordSave(
  def: ContentStoreDef,
  tx: Tx,
  actor: Actor,
  save: {
    input: UpdateInput;
    kind: SaveKind;
    before: RowValues;
    after: RowValues;
    changes: Record<string, unknown>;
  },
): Promise<void> {
  const { input, kind, before, changes } = save;
  const auditId = await recordAudit(tx, actor, {
    action: kind.restoredFrom ? "restore" : "update",
    entity: def.entity,
    entityId: String(input.id),
    changes: kind.restoredFrom ? { ...changes, restoredRevision: kind.restoredFrom } : changes,
  });
  // A record from before revisions were kept: its state until now becomes its first, so this save has
  // something to be compared with and restored from.
  if (await hasNoRevisions(tx, def.entity, input.id)) {
    await recordRevision(tx, {
      ...revisionOf(def, before, null),
      action: BASELINE,
      changed: [],
      auditId: null,
      at: before[propertyOf(def, def.columns.updatedAt)] as Date,
    });
  }
  await recordRevision(tx, {
    ...revisionOf(def, save.after, actor),
    action: kind.restoredFrom
      ? "restore"
      : changes.status
        ? input.publish === "published"
          ? "publish"
          : "unpublish"
        : "update",
    changed: Object.keys(changes),
    restoredFrom: kind.restoredFrom,
    auditId,
  });
}

async function setContentPublished(
  def: ContentStoreDef,
  db: Db,
  actor: AuditActor,
  input: { ids: number[]; state: PublishState; detail?: Record<string, unknown> },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  const { table, columns: c } = def;
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: c.id, status: c.status }).from(table).where(inArray(c.id, input.ids));
    const changing = rows
      .filter((row) => stateOf(def, row.status) !== input.state)
      .map((row) => row.id as number);
    if (changing.length === 0) return 0;
    if (def.slug && input.state === "published") await refuseSlugless(def, tx, changing);
    await tx
      .update(table)
      .set({ [statusField(def)]: def.statusValues[input.state] } as never)
      .where(inArray(c.id, changing));
    afterCommit(tx, CONTENT_CHANGED);
    for (const id of changing) {
      await recordAudit(tx, actor, {
        action: input.state === "published" ? "publish" : "unpublish",
        entity: def.entity,
        entityId: String(id),
        changes: {
          status: [input.state === "published" ? "draft" : "published", input.state],
          ...input.detail,
        },
      });
    }
    return changing.length;
  });
}

/** A published record without a slug has a public address that answers 404: none of `ids` is published. */
async function refuseSlugless(def: ContentStoreDef, tx: Tx, ids: number[]): Promise<void> {
  if (!def.slug) return;
  const slugless = await tx
    .select({ title: def.columns.title })
    .from(def.table)
    .where(and(inArray(def.columns.id, ids), sluglessWhere(def.slug)));
  if (slugless.length === 0) return;
  const one = slugless.length === 1;
  const titles = slugless.map((row) => `“${row.title}”`).join(", ");
  throw new RuleError(
    `Nothing was published: ${titles} ${one ? "has" : "have"} no slug, so ${one ? "its page" : "their pages"} would not open. Open ${one ? "it" : "each"} and save to make a slug from the title.`,
  );
}

async function removeContent(
  def: ContentStoreDef,
  db: Db,
  actor: Actor,
  input: { id: number },
  storage?: Storage,
): Promise<void> {
  const files: string[] = [];
  await db.transaction(async (tx) => {
    const before = await fetchRow(def, tx, input.id);
    if (!before) throw new NotFoundError("This record no longer exists.");
    await tx.delete(def.table).where(idWhere(def, input.id));
    // What only this record had: a planned publish or unpublish (the job would find nothing to change)
    // and everyone's autosaved drafts of its form (offered back by no form once the record is gone).
    for (const side of [contentSchedules, contentDrafts])
      await tx.delete(side).where(and(eq(side.entity, def.entity), eq(side.entityId, input.id)));
    // Its search and share fields: no page shows them any more, and a share image they kept would
    // otherwise count as used forever (the media library's uses read `content_seo`).
    const seo = await tx
      .delete(contentSeo)
      .where(and(eq(contentSeo.entity, def.entity), eq(contentSeo.entityId, input.id)))
      .returning({ imagePath: contentSeo.imagePath });
    for (const row of seo) if (row.imagePath) files.push(row.imagePath);
    afterCommit(tx, CONTENT_CHANGED);
    if (def.slug) await forgetSlugs(tx, def.slug.redirectKind, input.id);
    for (const field of def.files ?? []) {
      const path = before[field];
      if (typeof path === "string" && path) files.push(path);
    }
    await recordAudit(tx, actor, {
      action: "delete",
      entity: def.entity,
      entityId: String(input.id),
      changes: { title: [before[titleField(def)], null] },
    });
  });
  if (storage) await releaseUnusedMedia(db, storage, await unusedFiles(def, db, [...new Set(files)]));
}

/** The row property (not the SQL name) of a column of the definition's table. */
function propertyOf(def: ContentStoreDef, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(def.table)).find(([, value]) => value === column);
  if (!entry) throw new Error(`Column ${column.name} is not in the table of ${def.entity}.`);
  return entry[0];
}

const statusField = (def: ContentStoreDef) => propertyOf(def, def.columns.status);
const idField = (def: ContentStoreDef) => propertyOf(def, def.columns.id);

/**
 * A kept revision's fields as a save writes them: only columns the table still has, without its files (they
 * may be gone from storage; the record keeps its current ones), times as dates again.
 */
function restorableValues(def: ContentStoreDef, fields: Record<string, unknown>): RowValues {
  const columns = getTableColumns(def.table) as Record<string, AnyPgColumn>;
  const files = new Set(def.files ?? []);
  const values: RowValues = {};
  for (const [key, value] of Object.entries(fields)) {
    const column = columns[key];
    if (!column || files.has(key)) continue;
    values[key] = column.columnType === "PgTimestamp" && typeof value === "string" ? new Date(value) : value;
  }
  return values;
}
const titleField = (def: ContentStoreDef) => propertyOf(def, def.columns.title);
