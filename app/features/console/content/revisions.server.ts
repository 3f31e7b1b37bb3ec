/**
 * The revisions screen of every content kind (`/admin/content/<kind>/<id>/revisions`,
 * docs/decisions/0055-content-revisions.md): the record's revisions newest first, one of them (`?r=`) compared
 * with the one before it, Restore (a new revision, refused like a stale form when someone saved since) and how
 * many revisions the record keeps. The route checks the kind's right before calling these.
 */
import { data, redirect } from "react-router";
import { recordIdFrom } from "../../../../domain/console/list-filters";
import {
  getRevision,
  listRevisions,
  setRevisionLimit,
} from "../../../../domain/content/content-revisions.server";
import { NotFoundError, RuleError } from "../../../../domain/errors";
import type { Actor } from "../../../../domain/staff/actor";
import { done, intentAction } from "../intent-action.server";
import { kindSegment } from "./content-kit";
import type { ContentKindServer, KitContext } from "./content-kit.server";
import { diffRevisionFields, type FieldDiff } from "./revision-diff";

function recordId(param: string | undefined): number {
  const id = recordIdFrom(param);
  if (id === null) throw data({ message: "No such record." }, { status: 404 });
  return id;
}

async function currentRow(context: Pick<KitContext, "db">, kind: ContentKindServer, id: number) {
  try {
    return (await kind.store.get(context.db, id)).row;
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

export interface RevisionsData {
  kind: string;
  id: number;
  title: string;
  /** The record's revision now: the one a restore must start from. */
  current: number;
  keep: number | null;
  revisions: {
    revision: number;
    action: string;
    at: string;
    actorName: string | null;
    changed: string[];
    restoredFrom: number | null;
  }[];
  /** The revision chosen with `?r=`, compared with the kept one before it. */
  selected: {
    revision: number;
    previous: number | null;
    at: string;
    actorName: string | null;
    diff: FieldDiff[];
  } | null;
}

export async function revisionsLoader(
  context: Pick<KitContext, "db">,
  request: Request,
  idParam: string | undefined,
  kind: ContentKindServer,
): Promise<RevisionsData> {
  const id = recordId(idParam);
  const row = await currentRow(context, kind, id);
  const entity = kind.store.def.entity;
  const { revisions, keep } = await listRevisions(context.db, entity, id);
  const asked = recordIdFrom(new URL(request.url).searchParams.get("r"));
  let selected: RevisionsData["selected"] = null;
  if (asked !== null && revisions.some((item) => item.revision === asked)) {
    const { revision, previous } = await getRevision(context.db, entity, id, asked);
    selected = {
      revision: revision.revision,
      previous: previous?.revision ?? null,
      at: revision.at.toISOString(),
      actorName: revision.actorName,
      diff: diffRevisionFields(previous?.fields ?? null, revision.fields),
    };
  }
  return {
    kind: kindSegment(kind.view),
    id,
    title: kind.store.titleOf(row) || kind.view.label.one,
    current: row.revision as number,
    keep,
    revisions: revisions.map((item) => ({ ...item, at: item.at.toISOString() })),
    selected,
  };
}

export async function revisionsAction(
  context: Pick<KitContext, "db" | "storage">,
  actor: Actor,
  request: Request,
  idParam: string | undefined,
  kind: ContentKindServer,
) {
  const id = recordId(idParam);
  const path = `${kind.view.path}/${id}/revisions`;
  return intentAction(
    await request.formData(),
    {
      restore: async (form) => {
        const from = recordIdFrom(String(form.get("from") ?? ""));
        const revision = Number(form.get("revision"));
        if (from === null || !Number.isSafeInteger(revision))
          throw new RuleError("Choose a revision to restore.");
        const restored = await kind.store.restore(context.db, actor, { id, revision, from }, context.storage);
        throw redirect(`${path}?r=${restored.revision}&restored=${from}`);
      },
      keep: async (form, intent) => {
        const all = form.get("mode") !== "newest";
        const typed = String(form.get("keep") ?? "").trim();
        const keep = all ? null : /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
        await setRevisionLimit(context.db, actor, { entity: kind.store.def.entity, entityId: id, keep });
        return done(
          intent,
          keep === null
            ? "Every revision of this record is kept."
            : `The newest ${keep} ${keep === 1 ? "revision is" : "revisions are"} kept; older ones were removed.`,
        );
      },
    },
    { ruleStatus: 409 },
  );
}
