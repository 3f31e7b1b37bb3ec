/**
 * Loaders and actions of the content list and form (usage: content-kit.ts). Route modules check the right
 * with `requireStaff` first and hand the actor in; these functions parse, validate with the kind's zod
 * schema, write through the kind's store, move the content version and answer what the screens show.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { recordIdFrom } from "../../../../domain/console/list-filters";
import {
  type Draft,
  discardDraft,
  getDraft,
  saveDraft,
} from "../../../../domain/content/content-drafts.server";
import { getSchedule, schedulesOf, setSchedule } from "../../../../domain/content/content-schedule.server";
import { getPageSeo, setPageSeo } from "../../../../domain/content/content-seo.server";
import type { ContentStore, PublishState, RowValues } from "../../../../domain/content/content-store.server";
import {
  chosenLibraryImage,
  libraryChoices,
  releaseUnusedMedia,
} from "../../../../domain/content/media-library.server";
import { storeBrochure, storeImage } from "../../../../domain/content/stored-media.server";
import { NotFoundError, RuleError } from "../../../../domain/errors";
import { parseIndiaMoment } from "../../../../domain/format";
import type { ProgramKind } from "../../../../domain/programs/coupon.schema";
import type { Actor } from "../../../../domain/staff/actor";
import type { Right } from "../../../../domain/staff/roles";
import type { z } from "../../../../domain/zod";
import type { Route } from "../../../+types/root";
import type { ContentKindView, EditActionData, FieldChoice } from "./content-kit";
import { readListQuery } from "./content-kit";

type Context = Route.LoaderArgs["context"];
/** What the kit needs of the load context (integration tests hand in the same from their deps). */
export type KitContext = Pick<Context, "db" | "storage" | "readMultipart"> & {
  /** Who is signed in: their autosaved draft of the form (absent in tests that do not need it). */
  staff?: Pick<Context["staff"], "current">;
  /** The site's address, for the search snippet's preview (absent in tests that do not need it). */
  config?: Pick<Context["config"], "siteUrl">;
};

export interface UploadDef {
  /** The file input's name in the form (`bannerImage`). */
  field: string;
  /** The row property that keeps the stored path (`bannerImagePath`). */
  column: string;
  type: "image" | "pdf";
  /** Folder under `uploads/` for images. */
  folder?: string;
  /** A new record needs this file (a logo, an alert's banner). */
  required?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: each kind's schema has its own shape; the kit only parses it
export interface ContentKindServer<Schema extends z.ZodType<any, any> = z.ZodType<any, any>> {
  view: ContentKindView;
  store: ContentStore;
  schema: Schema;
  right: Right;
  /** Parsed form values -> row values (column property names). */
  toRow: (values: z.output<Schema>) => RowValues;
  /** A stored row -> the form's values. */
  toForm: (row: RowValues) => Record<string, unknown>;
  /** Values of a new record's form. */
  blank: Record<string, unknown>;
  uploads?: UploadDef[];
  /** Larger limits than FORM_LIMITS for this kind's posts (an article's rich-text document). */
  formLimits?: Partial<typeof FORM_LIMITS>;
  /**
   * A kind with public pages: a record's address and the search and share words its page has when staff set
   * none (the defaults of its meta function), for the SEO fields and their previews.
   */
  page?: (row: RowValues) => { path: string; title: string; description: string; image: string };
  /** Options of select fields that come from the database (an alert's batches), by field; `row` is null when new. */
  choices?: (db: Context["db"], row: RowValues | null) => Promise<Record<string, FieldChoice[]>>;
  /** Rules of the parsed values that need the database (the chosen batch still takes registrations): a RuleError. */
  check?: (db: Context["db"], values: z.output<Schema>) => Promise<void>;
  /** A program kind: its form has the Batches panel beside it (app/features/console/batches). */
  batches?: ProgramKind;
}

/** Limits of a content form post: the text fields of the largest kind with room, and two files. */
const FORM_LIMITS = {
  bodyBytes: 24 * 1024 * 1024,
  parts: 1200,
  fields: 1200,
  files: 4,
  fieldNameBytes: 200,
  fieldValueBytes: 64 * 1024,
  fileBytes: 10 * 1024 * 1024,
};

// ---------------------------------------------------------------- list

export async function contentListLoader(context: KitContext, request: Request, kind: ContentKindServer) {
  const url = new URL(request.url);
  const query = readListQuery(url, kind.view);
  const result = await kind.store.list(context.db, {
    q: query.q,
    status: query.status || undefined,
    category: query.category,
    sort: query.sort,
    page: query.page,
  });
  const schedules = await schedulesOf(
    context.db,
    kind.store.def.entity,
    result.rows.map((row) => row.id),
  );
  return {
    query: { ...query, page: result.page, sort: result.sort },
    total: result.total,
    pages: result.pages,
    noAddressCount: result.noAddressCount,
    rows: result.rows.map((row) => {
      const schedule = schedules.get(row.id);
      return {
        ...row,
        updatedAt: row.updatedAt.toISOString(),
        publishAt: schedule?.publishAt?.toISOString() ?? null,
        unpublishAt: schedule?.unpublishAt?.toISOString() ?? null,
      };
    }),
    deleted: url.searchParams.get("deleted") === "1",
  };
}

/** Bulk publish / unpublish of the checked rows (one POST: `intent` and `id` repeated). */
export async function contentListAction(
  context: KitContext,
  actor: Actor,
  request: Request,
  kind: ContentKindServer,
) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const ids = formData
    .getAll("id")
    .map((value) => recordIdFrom(typeof value === "string" ? value : null))
    .filter((id): id is number => id !== null)
    .slice(0, 500);
  if (intent !== "publish" && intent !== "unpublish")
    return data({ notice: { ok: false, text: "Unknown request." } }, 400);
  if (ids.length === 0)
    return data(
      { notice: { ok: false, text: `Tick the ${kind.view.label.many.toLowerCase()} first.` } },
      400,
    );
  const state: PublishState = intent === "publish" ? "published" : "draft";
  let changed: number;
  try {
    changed = await kind.store.setPublished(context.db, actor, { ids, state });
  } catch (error) {
    if (error instanceof RuleError) return data({ notice: { ok: false, text: error.message } }, 409);
    throw error;
  }
  const word = kind.view.states[state].toLowerCase();
  const noun = changed === 1 ? kind.view.label.one : kind.view.label.many.toLowerCase();
  return { notice: { ok: true, text: changed === 0 ? `Nothing to change.` : `${changed} ${noun} ${word}.` } };
}

// ---------------------------------------------------------------- form

/** `new` or a record's id; anything else (`0`, `1e3`, past the largest id) is a 404. */
function parseId(param: string | undefined): number | null {
  if (param === "new") return null;
  const id = recordIdFrom(param);
  if (id === null) throw data({ message: "No such record." }, { status: 404 });
  return id;
}

export async function contentEditLoader(
  context: KitContext,
  request: Request,
  idParam: string | undefined,
  kind: ContentKindServer,
) {
  const id = parseId(idParam);
  const searchParams = new URL(request.url).searchParams;
  const saved = searchParams.get("saved") === "1";
  const scheduled = searchParams.get("scheduled") === "1";
  const noSchedule = { publishAt: null, unpublishAt: null };
  const staffId = context.staff?.current?.actor.id;
  const draft = staffId ? await getDraft(context.db, staffId, kind.store.def.entity, id ?? 0) : null;
  const restoring = !!draft && searchParams.get("draft") === "restore";
  const library = (kind.uploads ?? []).some((upload) => upload.type === "image")
    ? await libraryChoices(context.db)
    : [];
  if (id === null)
    return {
      library,
      choices: (await kind.choices?.(context.db, null)) ?? {},
      id: null,
      status: "draft" as PublishState,
      values: restoring ? draftValues(kind, draft) : kind.blank,
      draft: draftNote(draft, restoring, 0),
      files: {},
      saved: false,
      schedule: noSchedule,
      scheduled: false,
      seo: null,
      seoSaved: false,
    };
  try {
    const { row, status } = await kind.store.get(context.db, id);
    const files = Object.fromEntries(
      (kind.uploads ?? []).map((upload) => [upload.field, String(row[upload.column] ?? "")]),
    );
    const schedule = await getSchedule(context.db, kind.store.def.entity, id);
    const page = kind.page?.(row);
    const seo = page
      ? {
          values: await getPageSeo(context.db, kind.store.def.entity, id),
          defaults: page,
          siteUrl: context.config?.siteUrl ?? "",
        }
      : null;
    return {
      library,
      choices: (await kind.choices?.(context.db, row)) ?? {},
      id,
      status,
      values: restoring ? draftValues(kind, draft) : kind.toForm(row),
      draft: draftNote(draft, restoring, row.revision as number),
      files: files as Record<string, string>,
      saved,
      schedule: {
        publishAt: schedule.publishAt?.toISOString() ?? null,
        unpublishAt: schedule.unpublishAt?.toISOString() ?? null,
      },
      scheduled,
      seo,
      seoSaved: searchParams.get("seo") === "1",
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

async function readForm(context: KitContext, request: Request, limits: typeof FORM_LIMITS) {
  const type = request.headers.get("content-type") ?? "";
  const files = new Map<string, { name: string; bytes: Buffer }>();
  if (!type.startsWith("multipart/form-data")) return { formData: await request.formData(), files };
  const formData = new FormData();
  for (const entry of await context.readMultipart(request, limits)) {
    if ("value" in entry) formData.append(entry.name, entry.value);
    // An empty file input is sent as a file part with no name and no bytes: nothing chosen.
    else if (entry.file.bytes.byteLength > 0)
      files.set(entry.name, { name: entry.file.filename, bytes: entry.file.bytes });
  }
  return { formData, files };
}

type PostedForm = Awaited<ReturnType<typeof readForm>>;

/**
 * Saves (creates) the record, publishes or unpublishes it with the save, or deletes it. Answers the form's
 * state with its errors (keeping what was typed), or redirects to the saved record (Post/Redirect/Get).
 */
export async function contentEditAction(
  context: KitContext,
  actor: Actor,
  request: Request,
  idParam: string | undefined,
  kind: ContentKindServer,
) {
  const id = parseId(idParam);
  let form: PostedForm;
  try {
    form = await readForm(context, request, { ...FORM_LIMITS, ...kind.formLimits });
  } catch (error) {
    if (error instanceof Error && "status" in error)
      return data({ result: { status: "error", error: { "": [error.message] } } } as EditActionData, 413);
    throw error;
  }
  const { formData } = form;
  const intent = formData.get("intent");

  if (intent === "delete" && id !== null) return deleteRecord(context, actor, id, kind);
  if (intent === "autosave") return autosave(context, actor, formData, id, kind);
  if (intent === "discard-draft") {
    await discardDraft(context.db, actor.id, kind.store.def.entity, id ?? 0);
    throw redirect(`${kind.view.path}/${id ?? "new"}`);
  }
  if (intent === "schedule" && id !== null) return scheduleAction(context, actor, formData, id, kind);
  if (intent === "seo" && id !== null && kind.page) return seoAction(context, actor, form, id, kind);
  return saveRecord(context, actor, form, id, kind);
}

async function deleteRecord(
  context: KitContext,
  actor: Actor,
  id: number,
  kind: ContentKindServer,
): Promise<never> {
  try {
    await kind.store.remove(context.db, actor, { id }, context.storage);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  throw redirect(`${kind.view.path}?deleted=1`);
}

/** Keeps the form's text fields as the person's draft of this record (a new record's as entity id 0). */
async function autosave(
  context: KitContext,
  actor: Actor,
  formData: FormData,
  id: number | null,
  kind: ContentKindServer,
) {
  const fields = [...formData.entries()].flatMap(([name, value]): [string, string][] =>
    name !== "intent" && typeof value === "string" ? [[name, value]] : [],
  );
  const baseRevision = Number(formData.get("revision"));
  const savedAt = await saveDraft(context.db, actor.id, {
    entity: kind.store.def.entity,
    entityId: id ?? 0,
    baseRevision: Number.isSafeInteger(baseRevision) ? baseRevision : 0,
    fields,
  });
  return { autosaved: savedAt.toISOString() } as EditActionData;
}

/** The media library image chosen for an image field (its stored path), or "". */
const libraryPick = (formData: FormData, upload: UploadDef) =>
  upload.type === "image" ? String(formData.get(`${upload.field}FromLibrary`) ?? "") : "";

/** Save, Save and publish, Unpublish: the record created or updated with its files, or why not. */
async function saveRecord(
  context: KitContext,
  actor: Actor,
  form: PostedForm,
  id: number | null,
  kind: ContentKindServer,
) {
  const { formData, files } = form;
  const intent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: kind.schema });
  // A list intent (add, move, remove a row) without JavaScript, or invalid input: show the form again.
  if (submission.status !== "success") return data({ result: submission.reply() } as EditActionData, 400);

  const publish: PublishState | undefined =
    intent === "publish" ? "published" : intent === "unpublish" ? "draft" : undefined;
  const missing = (kind.uploads ?? []).find(
    (upload) => upload.required && id === null && !files.has(upload.field) && !libraryPick(formData, upload),
  );
  if (missing)
    return data(
      { result: submission.reply(), uploadErrors: { [missing.field]: "Choose a file." } } as EditActionData,
      400,
    );
  const stored: string[] = [];
  try {
    // Inside the try: a kind's rules and mapping may refuse a value with a RuleError (an article's body).
    await kind.check?.(context.db, submission.value);
    const values = kind.toRow(submission.value);
    await placeUploads(context, kind, form, submission.value.title, values, stored);
    let savedId = id;
    if (id === null) {
      savedId = (await kind.store.create(context.db, actor, { values, publish })).id;
    } else {
      const revision = Number(submission.value.revision);
      await kind.store.update(context.db, actor, { id, revision, values, publish }, context.storage);
    }
    // Saved: the autosaved draft of this form has served.
    await discardDraft(context.db, actor.id, kind.store.def.entity, id ?? 0);
    throw redirect(`${kind.view.path}/${savedId}?saved=1`);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Nothing was saved: the files stored for this post go again, unless content elsewhere shows the same one.
    await releaseUnusedMedia(context.db, context.storage, stored);
    return refusedSave(error, submission, kind);
  }
}

/**
 * The kind's files into the row's values: each file posted is stored (its path added to `stored` at once, so
 * a save refused later can release it), or else an image of the media library chosen instead
 * (docs/decisions/0058-media-library.md).
 */
async function placeUploads(
  context: KitContext,
  kind: ContentKindServer,
  { formData, files }: PostedForm,
  title: unknown,
  values: RowValues,
  stored: string[],
) {
  for (const upload of kind.uploads ?? []) {
    const file = files.get(upload.field);
    const chosen = libraryPick(formData, upload);
    if (!file && chosen) values[upload.column] = await chosenLibraryImage(context.db, chosen, upload.field);
    if (!file) continue;
    const path =
      upload.type === "image"
        ? await storeImage(context.storage, {
            bytes: file.bytes,
            folder: upload.folder ?? "content",
            name: String(title ?? file.name),
            field: upload.field,
          })
        : await storeBrochure(context.storage, {
            bytes: file.bytes,
            name: String(title ?? file.name),
            field: upload.field,
          });
    stored.push(path);
    values[upload.column] = path;
  }
}

/** A save refused by a rule: the reason at its field (an upload's at the upload), or at the form's top. */
function refusedSave(
  error: unknown,
  submission: Pick<Submission<Record<string, unknown>>, "reply">,
  kind: ContentKindServer,
) {
  if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
  if (!(error instanceof RuleError)) throw error;
  const field = error.path[0];
  const upload = kind.uploads?.find((candidate) => candidate.field === field);
  if (upload) {
    return data(
      { result: submission.reply(), uploadErrors: { [upload.field]: error.message } } as EditActionData,
      400,
    );
  }
  const reply = field
    ? submission.reply({ fieldErrors: { [field]: [error.message] } })
    : submission.reply({ formErrors: [error.message] });
  return data({ result: reply } as EditActionData, 409);
}

/** "Publish at" / "Unpublish at" (India time) of a saved record; answers the schedule form's error, or redirects. */
async function scheduleAction(
  context: KitContext,
  actor: Actor,
  formData: FormData,
  id: number,
  kind: ContentKindServer,
) {
  const moment = (field: "publishAt" | "unpublishAt") => {
    const value = parseIndiaMoment(String(formData.get(field) ?? ""));
    if (value === undefined) throw new RuleError("Enter a date and a time, or leave it empty.", [field]);
    return value;
  };
  try {
    await setSchedule(context.db, actor, {
      store: kind.store,
      entityId: id,
      publishAt: moment("publishAt"),
      unpublishAt: moment("unpublishAt"),
    });
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    if (!(error instanceof RuleError)) throw error;
    return data(
      { scheduleError: { field: error.path[0] ?? "", text: error.message } } as EditActionData,
      400,
    );
  }
  throw redirect(`${kind.view.path}/${id}?scheduled=1`);
}

/** The search and share fields of a record with a page (`seoTitle`, `seoDescription`, a `seoImage` file). */
async function seoAction(
  context: KitContext,
  actor: Actor,
  { formData, files }: PostedForm,
  id: number,
  kind: ContentKindServer,
) {
  const file = files.get("seoImage");
  let stored: string | undefined;
  try {
    if (file)
      stored = await storeImage(context.storage, {
        bytes: file.bytes,
        folder: "seo",
        name: file.name,
        field: "seoImage",
      });
    const imagePath = stored ?? (formData.get("removeSeoImage") === "on" ? "" : undefined);
    const { replacedImage } = await setPageSeo(context.db, actor, {
      store: kind.store,
      entityId: id,
      title: String(formData.get("seoTitle") ?? ""),
      description: String(formData.get("seoDescription") ?? ""),
      imagePath,
    });
    if (replacedImage) await releaseUnusedMedia(context.db, context.storage, [replacedImage]);
  } catch (error) {
    if (stored) await releaseUnusedMedia(context.db, context.storage, [stored]);
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    if (!(error instanceof RuleError)) throw error;
    return data({ seoError: { field: error.path[0] ?? "", text: error.message } } as EditActionData, 400);
  }
  throw redirect(`${kind.view.path}/${id}?seo=1`);
}

/** A draft's fields as the form's values (Conform reads them as it reads a post), at the draft's revision. */
function draftValues(kind: ContentKindServer, draft: Draft): Record<string, unknown> {
  const formData = new FormData();
  for (const [name, value] of draft.fields) formData.append(name, value);
  const payload = parseWithZod(formData, { schema: kind.schema }).payload as Record<string, unknown>;
  return { ...payload, revision: draft.baseRevision };
}

/** What the form says of the person's draft: when it was kept, whether it is shown, whether someone saved since. */
function draftNote(draft: Draft | null, restored: boolean, revision: number) {
  if (!draft) return null;
  return { savedAt: draft.savedAt.toISOString(), restored, stale: draft.baseRevision !== revision };
}
