/**
 * A content record's revisions, one route for every kind (app/features/console/content/revisions.server.ts):
 * the list, a revision's changes beside the one before it, Restore, and how many revisions are kept.
 */
import { Form, Link, useSearchParams } from "react-router";
import { actionLabel } from "../../../../domain/audit/audit-labels";
import { formatDayTime } from "../../../../domain/format";
import { buttonStyles } from "../../../components/ui/button-styles";
import { fieldLabel } from "../../../features/console/audit-changes";
import { consoleMeta } from "../../../features/console/console-meta";
import { PageTitle } from "../../../features/console/console-shell";
import { BackLink, ConsoleTable, cellClass, rowClass } from "../../../features/console/console-table";
import { contentKindOr404 } from "../../../features/console/content/kinds/all.server";
import type { FieldDiff, Part } from "../../../features/console/content/revision-diff";
import { revisionsAction, revisionsLoader } from "../../../features/console/content/revisions.server";
import { ConsoleNotice } from "../../../features/console/notice";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/revisions";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data ? `Revisions: ${data.title}` : "Revisions");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = contentKindOr404(context, request, params.kind);
  requireStaff(context, request, kind.right);
  return { ...(await revisionsLoader(context, request, params.id, kind)), path: kind.view.path };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = contentKindOr404(context, request, params.kind);
  const actor = requireStaff(context, request, kind.right);
  return revisionsAction(context, actor, request, params.id, kind);
}

const ACTION_WORDS: Record<string, string> = {
  create: "Created",
  update: "Saved",
  publish: "Saved and published",
  unpublish: "Saved and unpublished",
  restore: "Restored",
  baseline: "As it was before revisions were kept",
};

/** Consecutive words of one kind as one run: a removed or added run says so to screen readers. */
function runs(parts: Part[]): Part[] {
  const joined: Part[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (last && last.change === part.change) last.text += ` ${part.text}`;
    else joined.push({ ...part });
  }
  return joined;
}

/** Removed words struck through in red, added ones in green, each run saying so to screen readers. */
function Marked({ change, children }: { change: "removed" | "added"; children: string }) {
  const Tag = change === "removed" ? "del" : "ins";
  return (
    <Tag
      className={`rounded px-0.5 ${change === "removed" ? "bg-red-100 text-red-900 line-through" : "bg-emerald-100 text-emerald-900 no-underline"}`}
    >
      <span className="sr-only">[{change}: </span>
      {children}
      <span className="sr-only">]</span>
    </Tag>
  );
}

function Words({ parts }: { parts: Part[] }) {
  if (parts.length === 0) return <span className="text-slate-600">(empty)</span>;
  return (
    <>
      {runs(parts).map((run, index) => {
        const key = `${index}-${run.change}`;
        const space = index > 0 ? " " : "";
        if (run.change !== "same")
          return (
            <span key={key}>
              {space}
              <Marked change={run.change}>{run.text}</Marked>
            </span>
          );
        return (
          <span key={key}>
            {space}
            {run.text}
          </span>
        );
      })}
    </>
  );
}

function FieldChange({ diff, before, after }: { diff: FieldDiff; before: string; after: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={diff.label}>
      <h3 className="text-base font-semibold text-slate-900">
        {diff.label}
        {diff.kind === "text" && diff.rich ? (
          <span className="font-normal text-slate-600"> (its words)</span>
        ) : null}
      </h3>
      {diff.kind === "list" ? (
        <ol className="mt-2 space-y-1 text-sm">
          {diff.items.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their place is their identity here
              key={index}
              className={
                item.change === "removed"
                  ? "rounded bg-red-50 px-2 py-1 text-red-900"
                  : item.change === "added"
                    ? "rounded bg-emerald-50 px-2 py-1 text-emerald-900"
                    : "px-2 py-1 text-slate-800"
              }
            >
              {item.change === "removed" ? (
                <del>
                  <span className="font-semibold">Removed: </span>
                  {item.text}
                </del>
              ) : item.change === "added" ? (
                <ins className="no-underline">
                  <span className="font-semibold">Added: </span>
                  {item.text}
                </ins>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-2 grid gap-3 text-sm md:grid-cols-2">
          {(
            [
              [before, diff.before],
              [after, diff.after],
            ] as const
          ).map(([heading, value]) => (
            <div key={heading}>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{heading}</p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">
                {typeof value === "string" ? value : <Words parts={value} />}
              </p>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

type RevisionsData = Route.ComponentProps["loaderData"];

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const { path, id, title, current, keep, revisions, selected } = loaderData;
  const [params] = useSearchParams();
  const restored = params.get("restored");
  return (
    <div className="max-w-5xl space-y-6">
      <BackLink to={`${path}/${id}`}>{title}</BackLink>
      <PageTitle>Revisions of “{title}”</PageTitle>
      <ConsoleNotice
        notice={
          actionData?.notice ??
          (restored && selected
            ? { kind: "done", text: `Revision ${restored} was restored as revision ${selected.revision}.` }
            : null)
        }
      />
      {selected && <SelectedRevision selected={selected} current={current} />}
      <RevisionsTable
        title={title}
        base={`${path}/${id}/revisions`}
        current={current}
        revisions={revisions}
        selectedRevision={selected?.revision}
      />
      {revisions.length === 0 && <p className="text-sm text-slate-700">No revisions kept yet.</p>}
      <KeepForm keep={keep} />
    </div>
  );
}

/** The chosen revision's changes against the one before it, and restoring it unless it is the current one. */
function SelectedRevision({
  selected,
  current,
}: {
  selected: NonNullable<RevisionsData["selected"]>;
  current: RevisionsData["current"];
}) {
  return (
    <section aria-labelledby="revision-changes" className="space-y-3">
      <h2 id="revision-changes" className="text-lg font-semibold text-slate-900">
        Revision {selected.revision}
        {selected.previous ? ` compared with revision ${selected.previous}` : " (the first kept)"}
      </h2>
      <p className="text-sm text-slate-700">
        Saved {formatDayTime(selected.at)}
        {selected.actorName ? ` by ${selected.actorName}` : ""}.
      </p>
      {selected.diff.length === 0 ? (
        <p className="text-sm text-slate-800">No field changed in this save.</p>
      ) : (
        selected.diff.map((diff) => (
          <FieldChange
            key={diff.field}
            diff={diff}
            before={selected.previous ? `Revision ${selected.previous}` : "Before"}
            after={`Revision ${selected.revision}`}
          />
        ))
      )}
      {selected.revision !== current ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="revision" value={current} />
          <input type="hidden" name="from" value={selected.revision} />
          <button type="submit" name="intent" value="restore" className={buttonStyles.primary}>
            Restore revision {selected.revision}
          </button>
          <p className="text-sm text-slate-700">
            Saves its content as a new revision; images, files and the publish state stay as they are now.
          </p>
        </Form>
      ) : (
        <p className="text-sm text-slate-700">This is the current revision.</p>
      )}
    </section>
  );
}

function RevisionsTable({
  title,
  base,
  current,
  revisions,
  selectedRevision,
}: {
  title: string;
  base: string;
  current: RevisionsData["current"];
  revisions: RevisionsData["revisions"];
  selectedRevision: number | undefined;
}) {
  return (
    <ConsoleTable
      label="Revisions"
      caption={`Revisions of ${title}, newest first`}
      columns={["Revision", "Saved", "By", "What changed", { label: "Show", srOnly: true }]}
    >
      {revisions.map((item) => (
        <tr key={item.revision} className={rowClass}>
          <td className={cellClass}>
            {item.revision}
            {item.revision === current ? " (current)" : ""}
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDayTime(item.at)}</td>
          <td className={cellClass}>{item.actorName ?? "—"}</td>
          <td className={cellClass}>
            {ACTION_WORDS[item.action] ?? actionLabel(item.action)}
            {item.restoredFrom ? ` revision ${item.restoredFrom}` : ""}
            {item.changed.length > 0 && `: ${item.changed.map(fieldLabel).join(", ")}`}
          </td>
          <td className={cellClass}>
            <Link
              to={`${base}?r=${item.revision}`}
              aria-current={selectedRevision === item.revision ? "true" : undefined}
              className="font-medium text-brand underline"
            >
              Changes<span className="sr-only"> in revision {item.revision}</span>
            </Link>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** How many revisions this record keeps: all, or only the newest so many. */
function KeepForm({ keep }: { keep: RevisionsData["keep"] }) {
  return (
    <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-slate-900">Revisions kept for this record</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name="mode" value="all" defaultChecked={keep === null} />
          Every revision, for ever
        </label>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input type="radio" name="mode" value="newest" defaultChecked={keep !== null} />
            Only the newest
          </label>
          <label htmlFor="revisions-keep" className="sr-only">
            How many of the newest revisions to keep
          </label>
          <input
            id="revisions-keep"
            name="keep"
            inputMode="numeric"
            defaultValue={keep ?? 50}
            className="w-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
          />
          <span>revisions (older ones are removed)</span>
        </div>
      </fieldset>
      <button type="submit" name="intent" value="keep" className={buttonStyles.secondary}>
        Save what is kept
      </button>
    </Form>
  );
}
