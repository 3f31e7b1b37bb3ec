/**
 * The Batches panel of a program's console page (docs/decisions/0054-batches-with-seats.md): the program's
 * batches with their seats, and one form that adds a batch or edits the one chosen (`?batch=12`).
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import {
  BATCH_MODE_LABELS,
  BATCH_MODES,
  BATCH_STATUS_LABELS,
  type BatchSchedule,
  type BatchStatus,
  batchSchema,
  batchTiming,
  EDITABLE_BATCH_STATUSES,
} from "../../../../domain/programs/batch.schema";
import { FormErrors, InputField, SelectField } from "../../../components/forms/conform-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { ConsoleTable } from "../console-table";
import type { IntentReply } from "../intent-action.server";
import { Notice, Panel, StatusBadge, smallButton, smallSecondaryButton } from "../work-ui";
import { BATCH_INTENT } from "./batch-intent";

export interface BatchesPanelData {
  canSeeRosters: boolean;
  batches: (BatchSchedule & {
    seats: number;
    seatsTaken: number;
    registrationClosesOn: string | null;
    status: BatchStatus;
  })[];
  editing: { id: number; revision: number; values: Record<string, string>; cancelled: boolean } | null;
  saved: boolean;
}

const EMPTY = {
  startsOn: "",
  endsOn: "",
  duration: "",
  mode: "online",
  days: "",
  startTime: "",
  endTime: "",
  seats: "",
  registrationClosesOn: "",
  status: "open",
};

export function BatchesPanel({
  panel,
  reply,
  pagePath,
}: {
  panel: BatchesPanelData;
  reply: IntentReply | undefined;
  pagePath: string;
}) {
  const editing = panel.editing;
  const [form, fields] = useSchemaForm(batchSchema, reply?.result, {
    id: editing ? `batch-${editing.id}-${editing.revision}` : "batch-new",
    defaultValue: editing?.values ?? EMPTY,
  });
  const notice = reply?.notice ?? (panel.saved ? { kind: "done" as const, text: "Batch saved." } : null);
  return (
    <div className="mt-6 max-w-4xl">
      <Panel title="Batches" id="batches-heading">
        <p className="text-sm text-slate-700">
          Upcoming open batches are shown on the program's page with their seats left; a registration must
          choose one while any takes registrations. Days and times are India time.
        </p>
        {panel.batches.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">No batches yet: visitors register without one.</p>
        ) : (
          <BatchesTable batches={panel.batches} canSeeRosters={panel.canSeeRosters} pagePath={pagePath} />
        )}
      </Panel>
      <div className="mt-4">
        <Panel
          title={editing ? `Edit the batch starting ${editing.values.startsOn}` : "Add a batch"}
          id="batch-form-heading"
        >
          <Notice notice={notice} />
          {editing?.cancelled ? (
            <p className="text-sm text-slate-800">This batch is cancelled and cannot be changed.</p>
          ) : (
            <BatchForm form={form} fields={fields} editing={editing} pagePath={pagePath} />
          )}
        </Panel>
      </div>
    </div>
  );
}

type BatchRow = BatchesPanelData["batches"][number];
type BatchFormParts = ReturnType<typeof useSchemaForm<typeof batchSchema>>;

function BatchesTable({
  batches,
  canSeeRosters,
  pagePath,
}: {
  batches: readonly BatchRow[];
  canSeeRosters: boolean;
  pagePath: string;
}) {
  return (
    <ConsoleTable
      label="Batches of this program"
      caption="Batches of this program, soonest first"
      className="mt-3"
      columns={["Starts", "Mode", "Timing", "Seats taken", "Status", { label: "Actions", srOnly: true }]}
    >
      {batches.map((b) => (
        <tr key={b.id} className="border-b border-slate-200">
          <td className="whitespace-nowrap px-3 py-2">
            {b.startsOn}
            <span className="block text-xs text-slate-600">{b.endsOn ? `to ${b.endsOn}` : b.duration}</span>
          </td>
          <td className="px-3 py-2">{BATCH_MODE_LABELS[b.mode]}</td>
          <td className="px-3 py-2">{batchTiming(b) || "—"}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {b.seatsTaken} of {b.seats}
          </td>
          <td className="px-3 py-2">
            <StatusBadge status={`batch-${b.status}`} label={BATCH_STATUS_LABELS[b.status]} />
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <Link to={`${pagePath}?batch=${b.id}#batch-form-heading`} className="text-brand underline">
              Edit<span className="sr-only"> batch starting {b.startsOn}</span>
            </Link>
            {canSeeRosters && (
              <Link to={`/admin/batches/${b.id}`} className="ml-3 text-brand underline">
                Roster<span className="sr-only"> of the batch starting {b.startsOn}</span>
              </Link>
            )}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

function BatchForm({
  form,
  fields,
  editing,
  pagePath,
}: {
  form: BatchFormParts[0];
  fields: BatchFormParts[1];
  editing: BatchesPanelData["editing"];
  pagePath: string;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      {editing && <input type="hidden" name="batchId" value={editing.id} />}
      {editing && <input type="hidden" name="revision" value={editing.revision} />}
      <InputField meta={fields.startsOn} label="Start date" type="date" />
      <InputField meta={fields.endsOn} label="End date" type="date" hint="Or give a duration." />
      <InputField meta={fields.duration} label="Batch duration" hint="For example: 8 weeks." />
      <SelectField
        meta={fields.mode}
        label="Mode"
        options={BATCH_MODES.map((mode) => ({ value: mode, label: BATCH_MODE_LABELS[mode] }))}
      />
      <InputField meta={fields.days} label="Days" hint="For example: Mon–Fri, or Sat & Sun." />
      <div className="grid grid-cols-2 gap-3">
        <InputField meta={fields.startTime} label="From (IST)" type="time" />
        <InputField meta={fields.endTime} label="To (IST)" type="time" />
      </div>
      <InputField
        meta={fields.seats}
        label="Seats"
        type="number"
        hint="Never fewer than the students holding a seat."
      />
      <InputField
        meta={fields.registrationClosesOn}
        label="Registration closes on"
        type="date"
        hint="Empty: on the start date."
      />
      <SelectField
        meta={fields.status}
        label="Status"
        options={EDITABLE_BATCH_STATUSES.map((s) => ({ value: s, label: BATCH_STATUS_LABELS[s] }))}
        hint="The last seat taken makes a batch full; cancel a batch from its roster."
      />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <button type="submit" name="intent" value={BATCH_INTENT} className={smallButton}>
          {editing ? "Save batch" : "Add batch"}
        </button>
        {editing && (
          <Link to={`${pagePath}#batch-form-heading`} className={smallSecondaryButton}>
            Add another batch instead
          </Link>
        )}
      </div>
    </Form>
  );
}
