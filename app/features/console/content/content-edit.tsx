/**
 * The form screen of every content kind: the kind's fields (given as children), the revision it was opened
 * with, Save / Save and publish / Unpublish, a preview of the saved record, and delete behind a
 * confirmation. A refused save (someone saved since, a slug in use) shows why and keeps what was typed.
 */
import { getFormProps } from "@conform-to/react";
import { createContext, type ReactNode, useContext } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "../../../../domain/zod";
import { FormErrors } from "../../../components/forms/conform-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { buttonStyles, fieldStyles } from "../../../components/ui/button-styles";
import { PageTitle } from "../console-shell";
import { useLeaveGuard } from "../leave-guard";
import { useAutosave } from "./autosave";
import type { ContentKindView, EditActionData, FieldChoice, PublishState } from "./content-kit";
import { DraftNotice } from "./draft-notice";
import { MediaChoices } from "./media-choices";
import { ScheduleForm } from "./schedule-form";
import { type SeoData, SeoForm } from "./seo-form";
import { StateBadge } from "./state-badge";

export interface ContentEditData {
  id: number | null;
  status: PublishState;
  values: Record<string, unknown>;
  /** Stored paths of the record's files, by upload field. */
  files: Record<string, string>;
  saved: boolean;
  /** When the record is to be published and unpublished (ISO moments), and whether that was just saved. */
  schedule: { publishAt: string | null; unpublishAt: string | null };
  scheduled: boolean;
  /** The page's search and share fields, for kinds with pages. */
  seo: SeoData | null;
  seoSaved: boolean;
  /** The person's autosaved draft of this form: when, whether the form shows it, whether someone saved since. */
  draft?: { savedAt: string; restored: boolean; stale: boolean } | null;
  /** The media library's images, newest first, for the image fields to pick from (kinds with image fields). */
  library?: LibraryChoice[];
  /** Options of the kind's select fields read from the database, by field (an alert's batches). */
  choices?: Record<string, FieldChoice[]>;
}

export interface LibraryChoice {
  path: string;
  alt: string;
}

/** The library's images for every image field of the open form, without each kind's fields passing them on. */
const LibraryChoices = createContext<LibraryChoice[]>([]);

/** The media library's images of the open content form (for a rich-text field's editor). */
export const useLibraryChoices = () => useContext(LibraryChoices);

export type AnyObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
export type FormParts<Schema extends AnyObjectSchema> = {
  form: ReturnType<typeof useSchemaForm<Schema>>[0];
  fields: ReturnType<typeof useSchemaForm<Schema>>[1];
  /** Why an upload was refused, by file field. */
  uploadErrors: Record<string, string>;
  files: Record<string, string>;
  /** Options of select fields read from the database, by field (empty lists when the kind has none). */
  choices: Record<string, FieldChoice[]>;
};

export function ContentEditScreen<Schema extends AnyObjectSchema>(props: {
  view: ContentKindView;
  schema: Schema;
  data: ContentEditData;
  actionData: EditActionData | undefined;
  /** True when the form has file fields (posted as multipart). */
  uploads?: boolean;
  children: (parts: FormParts<Schema>) => ReactNode;
}) {
  // A saved form is a new form: remount at the new revision so its fields show what was stored.
  return <EditForm key={`${props.data.id}-${String(props.data.values.revision)}`} {...props} />;
}

function EditForm<Schema extends AnyObjectSchema>({
  view,
  schema,
  data,
  actionData,
  uploads = false,
  children,
}: Parameters<typeof ContentEditScreen<Schema>>[0]) {
  const [form, fields] = useSchemaForm(schema, actionData?.result, {
    id: "content",
    defaultValue: data.values as never,
  });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useLeaveGuard(form.id);
  useAutosave(form.id);
  const isNew = data.id === null;
  const title = isNew
    ? `New ${view.label.one}`
    : String(data.values[view.titleField ?? "title"] || view.label.one);
  return (
    <div className="max-w-4xl space-y-5">
      <p>
        <Link to={view.path} className="text-sm font-medium text-brand underline">
          ← All {view.label.many.toLowerCase()}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>{title}</PageTitle>
        {!isNew && <StateBadge state={data.status} label={view.states[data.status]} />}
      </div>
      {data.draft && <DraftNotice draft={data.draft} />}
      <Form
        method="post"
        // A save keeps the person where they were (often at the end of a long form, at the sticky bar), and the
        // bar says what happened; a refused save's reasons are at the fields and the form's top.
        preventScrollReset
        {...getFormProps(form)}
        encType={uploads ? "multipart/form-data" : undefined}
        className="space-y-5"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="revision" value={String(data.values.revision ?? 0)} />
        <LibraryChoices.Provider value={data.library ?? []}>
          {children({
            form,
            fields,
            uploadErrors: actionData?.uploadErrors ?? {},
            files: data.files,
            choices: data.choices ?? {},
          })}
        </LibraryChoices.Provider>
        <SaveBar view={view} data={data} busy={busy} refused={Boolean(actionData?.result)} />
      </Form>
      {!isNew && data.seo && <SeoForm seo={data.seo} saved={data.seoSaved} error={actionData?.seoError} />}
      {!isNew && (
        <ScheduleForm
          schedule={data.schedule}
          scheduled={data.scheduled}
          error={actionData?.scheduleError}
          states={view.states}
        />
      )}
      {!isNew && <DeleteRecord view={view} title={title} />}
    </div>
  );
}

/** The form's sticky end: the save buttons, links to the revisions and the preview, and what the save did. */
function SaveBar({
  view,
  data,
  busy,
  refused,
}: {
  view: ContentKindView;
  data: ContentEditData;
  busy: boolean;
  /** The last save was refused (its reasons are at the fields). */
  refused: boolean;
}) {
  const isNew = data.id === null;
  const publishLabel =
    view.states.published === "Published"
      ? "Save and publish"
      : `Save as ${view.states.published.toLowerCase()}`;
  const unpublishLabel =
    view.states.draft === "Draft" ? "Unpublish" : `Save as ${view.states.draft.toLowerCase()}`;
  const draft = data.status === "draft";
  return (
    <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-1 py-3">
      <button type="submit" name="intent" value="save" className={buttonStyles.primary} disabled={busy}>
        {isNew ? "Save draft" : "Save"}
      </button>
      <button
        type="submit"
        name="intent"
        value={draft ? "publish" : "unpublish"}
        className={buttonStyles.secondary}
        disabled={busy}
      >
        {draft ? publishLabel : unpublishLabel}
      </button>
      {!isNew && (
        <Link to={`${view.path}/${data.id}/revisions`} className="text-sm font-medium text-brand underline">
          Revisions
        </Link>
      )}
      {!isNew && view.previewPath && data.id !== null && (
        <a
          href={view.previewPath(data.id)}
          target="_blank"
          rel="noopener"
          className="text-sm font-medium text-brand underline"
        >
          Preview saved version<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      <p role="status" className="text-sm font-medium empty:hidden">
        {refused ? (
          <span className="text-red-800">Not saved: see what needs changing above.</span>
        ) : data.saved ? (
          <span className="text-emerald-800">Saved.</span>
        ) : null}
      </p>
    </div>
  );
}

function DeleteRecord({ view, title }: { view: ContentKindView; title: string }) {
  return (
    <details className="rounded-xl border border-red-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-red-800">
        Delete this {view.label.one}…
      </summary>
      <Form method="post" className="mt-3 space-y-3">
        <p className="text-sm text-slate-800">
          “{title}” and its files are removed for good; its page stops answering. This cannot be undone.
        </p>
        <button
          type="submit"
          name="intent"
          value="delete"
          className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Delete {view.label.one} permanently
        </button>
      </Form>
    </details>
  );
}

/**
 * A file field: the current file (an image shows as a thumbnail), and a new one to replace it; an image field
 * also offers the media library's images (`<name>FromLibrary`, docs/decisions/0058-media-library.md), a closed
 * section whose thumbnails load only when opened.
 */
export function UploadField({
  name,
  label,
  kind,
  current,
  error,
  hint,
}: {
  name: string;
  label: string;
  kind: "image" | "pdf";
  current?: string;
  error?: string;
  hint?: string;
}) {
  const id = `upload-${name}`;
  const currentUrl = current ? `/api/${current.replace(/^\/+/, "")}` : "";
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {current &&
        (kind === "image" ? (
          <img
            src={currentUrl}
            alt={`Current ${label.toLowerCase()}`}
            className="mt-1 h-24 w-auto rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <p className="mt-1 text-sm">
            <a href={currentUrl} className="font-medium text-brand underline" target="_blank" rel="noopener">
              Current {label.toLowerCase()}
            </a>
          </p>
        ))}
      <input
        id={id}
        name={name}
        type="file"
        accept={kind === "image" ? "image/jpeg,image/png,image/webp,image/avif,image/gif" : "application/pdf"}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint ??
          (kind === "image"
            ? "JPEG, PNG, WebP, AVIF or GIF, at most 8 MB; stored as WebP in the sizes pages use."
            : "PDF, at most 10 MB.")}
        {current ? " Choosing a file replaces the current one." : ""}
      </p>
      {kind === "image" && <LibraryPicker name={name} label={label} current={current} />}
      <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

function LibraryPicker({ name, label, current }: { name: string; label: string; current?: string }) {
  const choices = useContext(LibraryChoices).filter((choice) => choice.path !== current);
  if (choices.length === 0) return null;
  return (
    <details className="mt-2 rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand">
        Or choose from the media library ({choices.length})
      </summary>
      <MediaChoices
        name={`${name}FromLibrary`}
        legend={`${label} from the media library`}
        note="A file chosen above is used instead of a library image."
        choices={choices}
      />
    </details>
  );
}
