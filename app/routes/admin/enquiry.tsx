import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryKind,
  type EnquiryStatus,
  enquiryDetailsSchema,
  enquiryStatusSchema,
  noteSchema,
  parseEnquiryRef,
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
} from "../../../domain/console/workflow";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  getEnquiry,
  listAssignees,
  updateEnquiryDetails,
} from "../../../domain/enquiries/inbox.server";
import { formatDay, formatDayTime } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";
import { can } from "../../../domain/staff/roles";
import { InputField, SelectField, TextareaField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleMeta } from "../../features/console/console-meta";
import { formIntent, intentAction } from "../../features/console/intent-action.server";
import { NotesPanel } from "../../features/console/notes-panel";
import { foundOr404, notFound } from "../../features/console/record-id";
import { requireStaff } from "../../features/console/require-staff.server";
import {
  Facts,
  Panel,
  RecordHeader,
  resultOf,
  StatusBadge,
  smallButton,
} from "../../features/console/work-ui";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data ? `Enquiry from ${data.enquiry.name}` : "Enquiry");

function refFrom(params: { kind?: string; id?: string }) {
  const ref = parseEnquiryRef(`${params.kind}:${params.id}`);
  if (!ref) notFound();
  return ref;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "enquiries");
  const ref = refFrom(params);
  return foundOr404(async () => {
    const [found, assignees] = await Promise.all([getEnquiry(context.db, ref), listAssignees(context.db)]);
    return {
      ...found,
      showRegistrations: can(actor.role, "registrations"),
      assignees,
    };
  });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "enquiries");
  const ref = refFrom(params);
  return intentAction(await request.formData(), {
    status: formIntent(enquiryStatusSchema, async (value) => {
      const changed = await changeEnquiryStatus(context.db, actor, [ref], value.status, value.note);
      return changed ? `Status: ${ENQUIRY_STATUS_LABELS[value.status]}.` : "That is its status already.";
    }),
    details: formIntent(
      enquiryDetailsSchema,
      async (value) => {
        await updateEnquiryDetails(context.db, actor, ref, {
          assigneeId: value.assigneeId || null,
          followUpOn: value.followUpOn || null,
        });
        return MESSAGES.consoleSaved;
      },
      { keep: true },
    ),
    note: formIntent(noteSchema, async (value) => {
      await addEnquiryNote(context.db, actor, ref, value.body);
      return MESSAGES.consoleNoteAdded;
    }),
  });
}

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({
  value: status,
  label: ENQUIRY_STATUS_LABELS[status],
}));

type EnquiryData = Route.ComponentProps["loaderData"];
type LastResult = SubmissionResult<string[]> | null | undefined;

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, others, notes, assignees } = loaderData;
  const resultFor = (intent: string) => resultOf(actionData, intent);
  return (
    <div className="max-w-6xl space-y-6">
      <RecordHeader
        up={{ to: "/admin/enquiries", text: "All enquiries" }}
        title={enquiry.name}
        notice={actionData?.notice}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <EnquiryFacts enquiry={enquiry} />
          <StatusPanel status={enquiry.status} lastResult={resultFor("status")} />
          <DetailsPanel enquiry={enquiry} assignees={assignees} lastResult={resultFor("details")} />
          <NotesPanel
            formId="enquiry-note"
            lastResult={resultFor("note")}
            entries={notes}
            labels={ENQUIRY_STATUS_LABELS}
          />
        </div>
        <aside className="space-y-6" aria-label="From the same person">
          <Panel title="Other enquiries from this person" id="others-heading">
            {others.length === 0 ? (
              <p className="text-sm text-slate-700">
                No other enquiry with this e-mail address or phone number.
              </p>
            ) : (
              <RecordLinks
                items={others.map((other) => ({
                  key: `${other.kind}:${other.id}`,
                  to: `/admin/enquiries/${other.kind}/${other.id}`,
                  title: (
                    <>
                      {ENQUIRY_KIND_LABELS[other.kind as EnquiryKind] ?? other.kind}:{" "}
                      {other.subject.slice(0, 60)}
                    </>
                  ),
                  createdAt: other.createdAt,
                  status: ENQUIRY_STATUS_LABELS[other.status as EnquiryStatus] ?? other.status,
                }))}
              />
            )}
          </Panel>
          {loaderData.showRegistrations && (
            <Panel title="Their registrations" id="their-registrations-heading">
              {loaderData.registrations.length === 0 ? (
                <p className="text-sm text-slate-700">None.</p>
              ) : (
                <RecordLinks
                  items={loaderData.registrations.map((r) => ({
                    key: r.id,
                    to: `/admin/registrations/${r.id}`,
                    title: (
                      <>
                        {r.id}: {r.specificTraining}
                      </>
                    ),
                    createdAt: r.createdAt,
                    status: REGISTRATION_STATUS_LABELS[r.status as RegistrationStatus] ?? r.status,
                  }))}
                />
              )}
            </Panel>
          )}
        </aside>
      </div>
    </div>
  );
}

function EnquiryFacts({ enquiry }: { enquiry: EnquiryData["enquiry"] }) {
  const kindLabel = ENQUIRY_KIND_LABELS[enquiry.kind as EnquiryKind] ?? enquiry.kind;
  return (
    <Panel title={`${kindLabel} enquiry`} id="enquiry-heading">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <StatusBadge
          status={enquiry.status}
          label={ENQUIRY_STATUS_LABELS[enquiry.status as EnquiryStatus] ?? enquiry.status}
        />
        {enquiry.overdue && <strong className="text-sm text-red-800">Follow-up overdue</strong>}
      </div>
      <Facts
        items={[
          ["Received", formatDayTime(enquiry.createdAt)],
          [
            "E-mail",
            <a key="email" href={`mailto:${enquiry.email}`} className="text-brand underline">
              {enquiry.email}
            </a>,
          ],
          [
            "Phone",
            enquiry.phone ? (
              <a key="phone" href={`tel:+91${enquiry.phone}`} className="text-brand underline">
                {enquiry.phone}
              </a>
            ) : (
              ""
            ),
          ],
          [enquiry.kind === "career" || enquiry.kind === "services" ? "About" : "Message", enquiry.subject],
          ["College or organisation", enquiry.organisation],
          ["Location", enquiry.location],
          ["Assignee", enquiry.assigneeName ?? ""],
          ["Follow up on", formatDay(enquiry.followUpOn)],
        ]}
      />
    </Panel>
  );
}

function StatusPanel({ status, lastResult }: { status: string; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(enquiryStatusSchema, lastResult, {
    // Keyed by the status, so the form starts from the new one after a change.
    id: `enquiry-status-${status}`,
    defaultValue: { status },
  });
  return (
    <Panel title="Status" id="status-heading">
      <ConsoleForm form={form} className="grid gap-3 sm:grid-cols-2">
        <SelectField meta={fields.status} label="New status" options={STATUS_OPTIONS} />
        <TextareaField meta={fields.note} label="Note (optional)" className="sm:col-span-2" />
        <div>
          <button type="submit" name="intent" value="status" className={smallButton}>
            Change status
          </button>
        </div>
      </ConsoleForm>
    </Panel>
  );
}

function DetailsPanel({
  enquiry,
  assignees,
  lastResult,
}: {
  enquiry: EnquiryData["enquiry"];
  assignees: EnquiryData["assignees"];
  lastResult: LastResult;
}) {
  const [form, fields] = useSchemaForm(enquiryDetailsSchema, lastResult, {
    id: "enquiry-details",
    defaultValue: { assigneeId: enquiry.assigneeId ?? "", followUpOn: enquiry.followUpOn ?? "" },
  });
  return (
    <Panel title="Assignee and follow-up" id="details-heading">
      <ConsoleForm form={form} className="grid gap-3 sm:grid-cols-2">
        <SelectField
          meta={fields.assigneeId}
          label="Assignee"
          options={[
            { value: "", label: "Nobody" },
            ...assignees.map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
        <InputField meta={fields.followUpOn} label="Follow up on" type="date" />
        <div>
          <button type="submit" name="intent" value="details" className={smallButton}>
            Save
          </button>
        </div>
      </ConsoleForm>
    </Panel>
  );
}

/** Other records of the same person: each a link, with when it came and its status under it. */
function RecordLinks({
  items,
}: {
  items: { key: string; to: string; title: ReactNode; createdAt: Date; status: string }[];
}) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.to} className="font-medium text-brand underline">
            {item.title}
          </Link>
          <span className="block text-xs text-slate-700">
            {formatDayTime(item.createdAt)} · {item.status}
          </span>
        </li>
      ))}
    </ul>
  );
}
