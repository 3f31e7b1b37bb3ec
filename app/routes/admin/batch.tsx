/**
 * A batch's roster (docs/decisions/0054-batches-with-seats.md): who registered for it with their payment state
 * and contact, its CSV (India time), moving a student to another batch of the program, and cancelling the
 * batch (everyone in it mailed; what they paid listed for refunds). Counsellors and admins: `registrations`.
 */
import { data, Form, Link } from "react-router";
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from "../../../domain/console/workflow";
import { formatDayTime, formatRupees } from "../../../domain/format";
import {
  BATCH_MODE_LABELS,
  BATCH_STATUS_LABELS,
  batchCancelSchema,
  batchMoveSchema,
  batchTiming,
} from "../../../domain/programs/batch.schema";
import { WAITLIST_STATUS_LABELS } from "../../../domain/programs/batch-view";
import {
  batchLabel,
  batchRoster,
  type CancelledBatch,
  cancelBatch,
  getBatch,
  moveTargets,
  moveToBatch,
} from "../../../domain/programs/batches.server";
import { batchWaitlistRows } from "../../../domain/programs/waitlist.server";
import { SelectField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { ConsoleTable, cellClass, UpLink } from "../../features/console/console-table";
import { done, formIntent, intentAction } from "../../features/console/intent-action.server";
import { notFound, recordIdOr404 } from "../../features/console/record-id";
import { requireStaff } from "../../features/console/require-staff.server";
import {
  Facts,
  Notice,
  Panel,
  StatusBadge,
  smallButton,
  smallSecondaryButton,
} from "../../features/console/work-ui";
import type { Route } from "./+types/batch";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  consoleMeta(loaded ? `Batch ${loaded.batch.startsOn}: ${loaded.programTitle}` : "Batch");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, "registrations");
  const { batch, programTitle, program } = await getBatch(context.db, recordIdOr404(params.id)).catch(
    notFound,
  );
  const [roster, targets, waiting] = await Promise.all([
    batchRoster(context.db, batch.id),
    moveTargets(context.db, batch),
    batchWaitlistRows(context.db, batch.id),
  ]);
  return {
    batch: { ...batch, createdAt: undefined, updatedAt: undefined },
    programTitle,
    programPath: `/admin/content/${program.kind === "course" ? "courses" : "internships"}/${program.id}`,
    roster,
    waiting,
    targets: targets.map((t) => ({
      value: String(t.id),
      label: `${batchLabel(t)} (${t.seats - t.seatsTaken} seats left${t.status === "open" ? "" : `, ${BATCH_STATUS_LABELS[t.status].toLowerCase()}`})`,
    })),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "registrations");
  const id = recordIdOr404(params.id);
  return intentAction(await request.formData(), {
    move: formIntent(batchMoveSchema, async (value) => {
      await moveToBatch(context.db, actor, value.registrationId, value.toBatchId);
      return `${value.registrationId} moved to the other batch.`;
    }),
    cancel: async (form, intent) => {
      const parsed = batchCancelSchema.safeParse({ confirm: form.get("confirm") ?? undefined });
      if (!parsed.success)
        return data(
          { intent, result: null, notice: { kind: "error" as const, text: parsed.error.issues[0]!.message } },
          400,
        );
      const cancelled = await cancelBatch(context.db, actor, id);
      return {
        ...done(
          intent,
          `Batch cancelled: ${cancelled.mailed} ${cancelled.mailed === 1 ? "student" : "students"} mailed.`,
        ),
        refunds: cancelled.refunds,
      };
    },
  });
}

type BatchData = Route.ComponentProps["loaderData"];
type ActionReply = Route.ComponentProps["actionData"];
type RosterRow = BatchData["roster"][number];
type Target = BatchData["targets"][number];

/** Registrations in these states no longer hold a seat, so they neither count nor move. */
const SEATLESS = ["cancelled", "refunded", "lapsed"];

export default function Batch({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, programTitle, programPath, roster, targets, waiting } = loaderData;
  const holding = roster.filter((r) => !SEATLESS.includes(r.status)).length;
  const refunds =
    actionData && "refunds" in actionData ? (actionData.refunds as CancelledBatch["refunds"]) : null;
  const cancelled = batch.status === "cancelled";
  return (
    <div className="max-w-5xl space-y-6">
      <UpLink to={programPath}>{programTitle}: all batches</UpLink>
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>
          Batch starting {batch.startsOn}: {programTitle}
        </PageTitle>
        <StatusBadge status={`batch-${batch.status}`} label={BATCH_STATUS_LABELS[batch.status]} />
      </div>
      <Notice notice={actionData?.notice} />
      {refunds && refunds.length > 0 && <RefundsPanel refunds={refunds} />}
      <BatchFacts batch={batch} programTitle={programTitle} />
      <RosterSection
        batchId={batch.id}
        holding={holding}
        roster={roster}
        targets={targets}
        reply={actionData}
      />
      <WaitlistSection waiting={waiting} />
      {!cancelled && <CancelBatchPanel holding={holding} />}
    </div>
  );
}

/** After cancelling: who paid what, so the office can refund them. */
function RefundsPanel({ refunds }: { refunds: CancelledBatch["refunds"] }) {
  return (
    <Panel title="Payments to refund" id="refunds-heading">
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {refunds.map((r) => (
          <li key={r.registrationId}>
            <Link to={`/admin/registrations/${r.registrationId}`} className="text-brand underline">
              {r.fullName} ({r.registrationId})
            </Link>
            : {formatRupees(r.paidPaise / 100)} paid
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function BatchFacts({ batch, programTitle }: { batch: BatchData["batch"]; programTitle: string }) {
  return (
    <Panel title="Batch" id="batch-heading">
      <Facts
        items={[
          ["Program", programTitle],
          ["Starts", batch.startsOn],
          ["Ends", batch.endsOn ?? batch.duration],
          ["Mode", BATCH_MODE_LABELS[batch.mode]],
          ["Timing", batchTiming(batch)],
          ["Seats", `${batch.seatsTaken} taken of ${batch.seats} (${batch.seats - batch.seatsTaken} left)`],
          ["Registration closes", batch.registrationClosesOn ?? batch.startsOn],
        ]}
      />
    </Panel>
  );
}

function RosterSection({
  batchId,
  holding,
  roster,
  targets,
  reply,
}: {
  batchId: number;
  holding: number;
  roster: RosterRow[];
  targets: Target[];
  reply: ActionReply;
}) {
  return (
    <section aria-labelledby="roster-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="roster-heading" className="text-lg font-semibold text-slate-900">
          Roster: {holding} holding a seat
        </h2>
        <a
          href={`/admin/download/batch-roster.csv?batch=${batchId}`}
          className={smallSecondaryButton}
          download
        >
          Download CSV
        </a>
      </div>
      {roster.length === 0 ? (
        <p className="text-sm text-slate-700">Nobody has registered for this batch yet.</p>
      ) : (
        <ConsoleTable
          label="Roster"
          caption="Students of this batch, in the order they registered"
          columns={["Student", "Status", "Paid", "Phone", "E-mail", "Move to"]}
        >
          {roster.map((r) => rosterRow(r, targets, reply))}
        </ConsoleTable>
      )}
    </section>
  );
}

/** A plain function, not a component: ConsoleTable labels the cells of the `<tr>` elements it is given. */
function rosterRow(r: RosterRow, targets: Target[], reply: ActionReply) {
  return (
    <tr key={r.id} className="border-b border-slate-200">
      <td className={cellClass}>
        <Link to={`/admin/registrations/${r.id}`} className="font-medium text-brand underline">
          {r.fullName}
        </Link>
        <span className="block text-xs text-slate-700">
          {r.id} · {formatDayTime(r.createdAt)}
        </span>
      </td>
      <td className={cellClass}>
        <StatusBadge
          status={r.status}
          label={REGISTRATION_STATUS_LABELS[r.status as RegistrationStatus] ?? r.status}
        />
        {r.seatHeldUntil && (
          <span className="block text-xs text-slate-700">Held until {formatDayTime(r.seatHeldUntil)}</span>
        )}
        {r.paidAfterLapse && (
          <span className="block text-xs font-semibold text-red-800">Paid after the seat lapsed</span>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {formatRupees(r.paidPaise / 100)}
        <span className="block text-xs text-slate-700">of {formatRupees(r.payableNowPaise / 100)} due</span>
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{r.phone}</td>
      <td className={cellClass}>{r.email}</td>
      <td className={cellClass}>
        {targets.length > 0 && !SEATLESS.includes(r.status) ? (
          <MoveForm registrationId={r.id} name={r.fullName} targets={targets} reply={reply} />
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}

function WaitlistSection({ waiting }: { waiting: BatchData["waiting"] }) {
  return (
    <section aria-labelledby="waitlist-heading" className="space-y-3">
      <h2 id="waitlist-heading" className="text-lg font-semibold text-slate-900">
        Waiting list: {waiting.length} {waiting.length === 1 ? "person" : "people"}
      </h2>
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-700">Nobody is waiting for a seat in this batch.</p>
      ) : (
        <ConsoleTable
          label="Waiting list"
          caption="People waiting for a seat, first to be offered first; an offer holds a seat for 24 hours"
          columns={["Name", "Status", "Phone", "E-mail"]}
        >
          {waiting.map((w) => (
            <tr key={w.id} className="border-b border-slate-200">
              <td className={cellClass}>
                {w.fullName}
                <span className="block text-xs text-slate-700">Joined {formatDayTime(w.createdAt)}</span>
              </td>
              <td className={cellClass}>
                {WAITLIST_STATUS_LABELS[w.status] ?? w.status}
                {w.offerExpiresAt && (
                  <span className="block text-xs text-slate-700">
                    Until {formatDayTime(w.offerExpiresAt)}
                  </span>
                )}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{w.phone}</td>
              <td className={cellClass}>{w.email}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

function CancelBatchPanel({ holding }: { holding: number }) {
  return (
    <Panel title="Cancel this batch" id="cancel-heading">
      <Form method="post" className="space-y-3">
        <p className="text-sm text-slate-800">
          Everyone holding a seat is mailed that the batch will not run; their registrations stay, so you can
          move them to another batch or refund them. The payments to refund are listed after cancelling.
        </p>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" name="confirm" className="mt-1 size-4 accent-brand" />
          Yes, cancel this batch and tell its {holding} {holding === 1 ? "student" : "students"}.
        </label>
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Cancel batch
        </button>
      </Form>
    </Panel>
  );
}

function MoveForm({
  registrationId,
  name,
  targets,
  reply,
}: {
  registrationId: string;
  name: string;
  targets: Target[];
  reply: ActionReply;
}) {
  const mine = reply?.intent === "move" && reply.result?.initialValue?.registrationId === registrationId;
  const [form, fields] = useSchemaForm(batchMoveSchema, mine ? reply.result : undefined, {
    id: `move-${registrationId}`,
    defaultValue: { registrationId, toBatchId: "" },
  });
  return (
    <ConsoleForm form={form} className="flex min-w-56 flex-col gap-2">
      <input type="hidden" name="registrationId" value={registrationId} />
      <SelectField
        meta={fields.toBatchId}
        label={`Batch for ${name}`}
        options={targets}
        placeholder="Choose a batch"
      />
      <button type="submit" name="intent" value="move" className={smallButton}>
        Move
      </button>
    </ConsoleForm>
  );
}
