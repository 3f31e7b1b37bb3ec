/**
 * The Batches panel of a program's console page (docs/decisions/0054-batches-with-seats.md): what its loader
 * adds and the batch intents of its action. The batch form posts plainly (no files), so the route tells a batch
 * post from the content form's before the content kit reads the body.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { recordIdFrom } from "../../../../domain/console/list-filters";
import { NotFoundError, RuleError } from "../../../../domain/errors";
import { batchSchema } from "../../../../domain/programs/batch.schema";
import {
  batchFormValues,
  createBatch,
  getBatch,
  listProgramBatches,
  updateBatch,
} from "../../../../domain/programs/batches.server";
import type { ProgramKind } from "../../../../domain/programs/coupon.schema";
import type { Actor } from "../../../../domain/staff/actor";
import { can } from "../../../../domain/staff/roles";
import type { Route } from "../../../+types/root";
import { done, failed, type IntentReply, intentAction } from "../intent-action.server";
import { BATCH_INTENT } from "./batch-intent";

type Context = Route.LoaderArgs["context"];

/** The program page's batches, and the batch being edited (`?batch=12`), or none for a new program. */
export async function batchesPanelData(
  context: Context,
  actor: Actor,
  request: Request,
  kind: ProgramKind,
  programId: number | null,
) {
  if (programId === null) return null;
  const rows = await listProgramBatches(context.db, kind, programId);
  const editing = recordIdFrom(new URL(request.url).searchParams.get("batch"));
  const current = rows.find((row) => row.id === editing) ?? null;
  return {
    canSeeRosters: can(actor.role, "registrations"),
    batches: rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row),
    editing: current
      ? {
          id: current.id,
          revision: current.revision,
          values: batchFormValues(current),
          cancelled: current.status === "cancelled",
        }
      : null,
    saved: new URL(request.url).searchParams.get("batchSaved") === "1",
  };
}

/** A batch form's post, told apart from the content form's (multipart, or another intent). */
export async function batchPost(request: Request): Promise<FormData | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  const form = await request.clone().formData();
  return form.get("intent") === BATCH_INTENT ? form : null;
}

export async function batchAction(
  context: Context,
  actor: Actor,
  form: FormData,
  kind: ProgramKind,
  programId: number | null,
  pagePath: string,
) {
  if (programId === null) return failed(BATCH_INTENT, "Save the program first, then add its batches.");
  return intentAction(form, {
    [BATCH_INTENT]: async (posted, intent) => {
      const submission = parseWithZod(posted, { schema: batchSchema });
      if (submission.status !== "success")
        return data<IntentReply>({ intent, result: submission.reply(), notice: null }, 400);
      const batchId = recordIdFrom(String(posted.get("batchId") ?? ""));
      try {
        if (batchId === null) {
          const id = await createBatch(context.db, actor, kind, programId, submission.value);
          throw redirect(`${pagePath}?batch=${id}&batchSaved=1#batches-heading`);
        }
        const { program } = await getBatch(context.db, batchId);
        if (program.kind !== kind || program.id !== programId) throw new NotFoundError("No such batch.");
        await updateBatch(context.db, actor, batchId, Number(posted.get("revision")), submission.value);
      } catch (error) {
        const field = error instanceof RuleError ? error.path[0] : undefined;
        if (!(error instanceof RuleError) || !field) throw error;
        return data<IntentReply>(
          { intent, result: submission.reply({ fieldErrors: { [field]: [error.message] } }), notice: null },
          400,
        );
      }
      return done(intent, "Batch saved.", submission.reply());
    },
  });
}
