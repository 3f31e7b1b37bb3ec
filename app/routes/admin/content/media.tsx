/**
 * The media library (`/admin/content/media`, docs/decisions/0058-media-library.md): every stored image once,
 * searchable by name or alt text, with its size, its alt text (editable) and where it is used; an image nothing
 * uses can be deleted, one that is used can be replaced everywhere (`?replace=<id>` shows the choice). Editors
 * and admins (the content right), checked in the loader and the action.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useLocation, useSearchParams } from "react-router";
import { entityLabel } from "../../../../domain/audit/audit-labels";
import {
  formatBytes,
  MEDIA_LIBRARY_TEXT,
  MEDIA_PAGE_SIZE,
  type MediaUse,
  mediaAltSchema,
  mediaIdSchema,
  mediaReplaceSchema,
} from "../../../../domain/content/media-library";
import {
  deleteMediaItem,
  listMediaLibrary,
  replaceChoices,
  setMediaAlt,
} from "../../../../domain/content/media-library.server";
import { replaceMediaEverywhere } from "../../../../domain/content/media-replace.server";
import { formatDayTime } from "../../../../domain/format";
import { imageVariantPath } from "../../../../domain/media";
import { parsePage } from "../../../../domain/paging";
import { InputField } from "../../../components/forms/conform-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { fieldStyles } from "../../../components/ui/button-styles";
import { ConsoleForm } from "../../../features/console/console-form";
import { consoleMeta } from "../../../features/console/console-meta";
import { PageTitle } from "../../../features/console/console-shell";
import { Pager } from "../../../features/console/console-table";
import { uploadLibraryImage } from "../../../features/console/content/library-upload.server";
import { MediaChoices } from "../../../features/console/content/media-choices";
import {
  failed,
  formIntent,
  type IntentReply,
  intentAction,
} from "../../../features/console/intent-action.server";
import { ConsoleNotice } from "../../../features/console/notice";
import { requireStaff } from "../../../features/console/require-staff.server";
import { smallButton, smallSecondaryButton } from "../../../features/console/work-ui";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => consoleMeta("Media library");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "content");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 200);
  const page = parsePage(params.get("page"));
  const { items, total, hasNext } = await listMediaLibrary(context.db, context.storage, { q, page });
  const replaceId = Number(params.get("replace"));
  // "Replace everywhere" of one used image: every other image of the library to choose from.
  const replacing =
    Number.isSafeInteger(replaceId) && replaceId > 0 ? await replaceChoices(context.db, replaceId) : null;
  return {
    q,
    page,
    total,
    hasNext,
    replacing,
    items,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "content");
  // The upload posts to `?intent=upload`: its body is a file, streamed within the image limit, not a form to read.
  if (new URL(request.url).searchParams.get("intent") === "upload") {
    const upload = await uploadLibraryImage(context, request, "library");
    if ("error" in upload) return failed("upload", upload.error, upload.status);
    throw redirect("/admin/content/media?uploaded=1");
  }
  return intentAction(
    await request.formData(),
    {
      alt: formIntent(
        mediaAltSchema,
        async (value) => {
          await setMediaAlt(context.db, actor, value);
          return MEDIA_LIBRARY_TEXT.altSaved;
        },
        { keep: true },
      ),
      replace: async (form, intent) => {
        const submission = parseWithZod(form, { schema: mediaReplaceSchema });
        if (submission.status !== "success") return failed(intent, MEDIA_LIBRARY_TEXT.replaceSame);
        const count = await replaceMediaEverywhere(context.db, actor, submission.value);
        throw redirect(`/admin/content/media?replaced=${count}`);
      },
      delete: formIntent(mediaIdSchema, async (value) => {
        await deleteMediaItem(context.db, actor, value, context.storage);
        return MEDIA_LIBRARY_TEXT.deleted;
      }),
    },
    { ruleStatus: 409 },
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

const fileName = (path: string) => path.split("/").pop() ?? path;

function Uses({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <p className="text-sm text-slate-700">Not used anywhere.</p>;
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">
        Used in {uses.length === 1 ? "1 place" : `${uses.length} places`}:
      </p>
      <ul className="mt-1 space-y-0.5 text-sm">
        {uses.map((use) => (
          <li key={`${use.entity}-${use.entityId}-${use.field}`}>
            <Link to={use.href} className="text-brand underline">
              {entityLabel(use.entity)}: {use.title}
            </Link>{" "}
            <span className="text-slate-700">({use.field})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MediaCard({ item, reply }: { item: Item; reply: IntentReply | undefined }) {
  const mine = reply?.intent === "alt" && reply.result?.initialValue?.id === String(item.id);
  const [altForm, altFields] = useSchemaForm(mediaAltSchema, mine ? reply?.result : undefined, {
    id: `media-alt-${item.id}`,
    defaultValue: { id: String(item.id), alt: item.alt },
  });
  const name = fileName(item.path);
  const thumbnail = imageVariantPath(item.path, 400) ?? item.path;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <a href={`/api/${item.path}`} className="block bg-slate-100" aria-label={`Open ${name}`}>
        <img
          src={`/api/${thumbnail}`}
          alt={item.alt}
          loading="lazy"
          className="aspect-video w-full object-contain"
        />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="break-all text-sm font-semibold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-700">
            {formatBytes(item.bytes)} · added {formatDayTime(item.createdAt)}
          </p>
        </div>
        <ConsoleForm form={altForm} className="space-y-2">
          <input type="hidden" name="id" value={item.id} />
          <InputField
            meta={altFields.alt}
            label={`Alt text of ${name}`}
            hint="What the image shows, for people who cannot see it. Empty for a decorative image."
          />
          <button type="submit" name="intent" value="alt" className={smallButton}>
            Save alt text
          </button>
        </ConsoleForm>
        <Uses uses={item.uses} />
        {item.uses.length > 0 && (
          <Link
            to={`/admin/content/media?replace=${item.id}`}
            className="text-sm font-medium text-brand underline"
          >
            Replace everywhere<span className="sr-only"> {name}</span>
          </Link>
        )}
        {item.uses.length === 0 && (
          <Form method="post" className="mt-auto">
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" name="intent" value="delete" className={smallSecondaryButton}>
              Delete<span className="sr-only"> {name}</span>
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

type MediaData = Route.ComponentProps["loaderData"];

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { q, page, total, hasNext, items, replacing } = loaderData;
  const reply = actionData as IntentReply | undefined;
  const [params] = useSearchParams();
  const replaced = Number(params.get("replaced"));
  const uploaded = params.get("uploaded") === "1";
  const pageLink = (to: number) => {
    const next = new URLSearchParams();
    if (q) next.set("q", q);
    if (to > 1) next.set("page", String(to));
    const query = next.toString();
    return `/admin/content/media${query ? `?${query}` : ""}`;
  };
  return (
    <div className="space-y-5">
      <PageTitle>Media library</PageTitle>
      <p className="max-w-3xl text-sm text-slate-700">
        Every image uploaded in the console, once. Images come here when they are uploaded in a content form,
        in an article's text or here; an image can be deleted once nothing uses it.
      </p>
      <ConsoleNotice
        notice={
          reply?.notice ??
          (replaced > 0
            ? { kind: "done", text: MEDIA_LIBRARY_TEXT.replaced(replaced) }
            : uploaded
              ? { kind: "done", text: MEDIA_LIBRARY_TEXT.uploaded }
              : null)
        }
      />
      <UploadForm />
      {replacing && <ReplacePanel replacing={replacing} />}
      <MediaSearch q={q} page={page} total={total} shown={items.length} />
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-800">
          {q ? "No image matches." : "No images yet."}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Images">
          {items.map((item) => (
            <MediaCard key={item.id} item={item} reply={reply} />
          ))}
        </ul>
      )}
      <Pager
        label="Media library pages"
        page={page}
        hasNext={hasNext}
        linkTo={pageLink}
        newer="Newer images"
        older="Older images"
      />
    </div>
  );
}

function UploadForm() {
  const location = useLocation();
  return (
    <Form
      // A new form after each visit to the screen: the file input is empty again once its image is added.
      key={location.key}
      method="post"
      action="/admin/content/media?intent=upload"
      encType="multipart/form-data"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="media-file" className={fieldStyles.label}>
          Add an image
        </label>
        <input
          id="media-file"
          name="file"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-describedby="media-file-hint"
          className="mt-1 block w-full text-sm"
        />
        <p id="media-file-hint" className="mt-1 text-sm text-slate-700">
          JPEG, PNG, WebP, AVIF or GIF, at most 8 MB; kept as WebP. Set its alt text below once it is added.
        </p>
      </div>
      <button type="submit" className={smallButton}>
        Upload
      </button>
    </Form>
  );
}

/** `?replace=<id>`: the other images to put in the used one's place, everywhere it is used. */
function ReplacePanel({ replacing }: { replacing: NonNullable<MediaData["replacing"]> }) {
  return (
    <section aria-labelledby="media-replace" className="rounded-xl border border-brand/30 bg-white p-4">
      <h2 id="media-replace" className="text-lg font-semibold text-slate-900">
        Replace {fileName(replacing.path)} everywhere
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every record that shows it ({replacing.uses} {replacing.uses === 1 ? "place" : "places"}) is saved
        with the image you choose instead: a new revision of each, in the audit log. The replaced image stays
        in the library until you delete it.
      </p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="id" value={replacing.id} />
        <MediaChoices
          name="withPath"
          legend="Replace it with"
          choices={replacing.choices}
          srOnlyLegend={false}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="replace" className={smallButton}>
            Replace everywhere
          </button>
          <Link to="/admin/content/media" className="text-sm font-medium text-brand underline">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

function MediaSearch({ q, page, total, shown }: { q: string; page: number; total: number; shown: number }) {
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="media-q" className={fieldStyles.label}>
          Search
        </label>
        <input
          id="media-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="File name or alt text"
          className={fieldStyles.input}
        />
      </div>
      <button type="submit" className={smallButton}>
        Search
      </button>
      {q && (
        <Link to="/admin/content/media" className="text-sm font-medium text-brand underline">
          Show all
        </Link>
      )}
      <p className="w-full text-sm text-slate-700" aria-live="polite">
        {total === 1 ? "1 image" : `${total} images`}
        {total > shown &&
          `, ${(page - 1) * MEDIA_PAGE_SIZE + 1}–${(page - 1) * MEDIA_PAGE_SIZE + shown} shown`}
      </p>
    </Form>
  );
}
