import { data, Form, Link } from "react-router";
import { filterQuery, inboxFilterFrom } from "../../../domain/console/list-filters";
import {
  bulkStatusSchema,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryKind,
  type EnquiryStatus,
  pageFrom,
  parseEnquiryRef,
} from "../../../domain/console/workflow";
import { changeEnquiryStatus, listAssignees, listInbox } from "../../../domain/enquiries/inbox.server";
import { formatDay, formatDayTime } from "../../../domain/format";
import { fieldStyles } from "../../components/ui/button-styles";
import { ConsoleList } from "../../features/console/console-list";
import { consoleMeta } from "../../features/console/console-meta";
import { ConsoleTable, cellClass } from "../../features/console/console-table";
import { requireStaff } from "../../features/console/require-staff.server";
import { Notice, StatusBadge, smallButton } from "../../features/console/work-ui";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => consoleMeta("Enquiries");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "enquiries");
  const params = new URL(request.url).searchParams;
  const filter = inboxFilterFrom(params);
  const [inbox, assignees] = await Promise.all([
    listInbox(context.db, filter, pageFrom(params.get("page"))),
    listAssignees(context.db),
  ]);
  return {
    filter,
    assignees,
    ...inbox,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "enquiries");
  const formData = await request.formData();
  const parsed = bulkStatusSchema.safeParse({
    status: formData.get("status"),
    refs: formData.getAll("refs"),
  });
  if (!parsed.success) {
    return data({ notice: { kind: "error" as const, text: parsed.error.issues[0]!.message } }, 400);
  }
  const refs = parsed.data.refs.map((ref) => parseEnquiryRef(ref)!);
  const changed = await changeEnquiryStatus(context.db, actor, refs, parsed.data.status);
  return {
    notice: {
      kind: "done" as const,
      text: `${changed} ${changed === 1 ? "enquiry" : "enquiries"} moved to ${ENQUIRY_STATUS_LABELS[parsed.data.status]}.`,
    },
  };
}

const KIND_OPTIONS = ENQUIRY_KINDS.map((kind) => ({ value: kind, label: ENQUIRY_KIND_LABELS[kind] }));
const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({
  value: status,
  label: ENQUIRY_STATUS_LABELS[status],
}));

type EnquiriesData = Route.ComponentProps["loaderData"];
type Row = EnquiriesData["rows"][number];

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows, assignees } = loaderData;
  const query = filterQuery(filter);
  return (
    <ConsoleList
      title="Enquiries"
      filters={{
        id: "enquiries",
        exportHref: `/admin/download/enquiries.csv?${query}`,
        controls: [
          { name: "q", label: "Name, e-mail or phone", type: "search", value: filter.q },
          { name: "kind", label: "Kind", type: "select", value: filter.kind, options: KIND_OPTIONS },
          { name: "status", label: "Status", type: "select", value: filter.status, options: STATUS_OPTIONS },
          {
            name: "assignee",
            label: "Assignee",
            type: "select",
            value: filter.assignee,
            options: [
              { value: "none", label: "Nobody" },
              ...assignees.map((a) => ({ value: a.id, label: a.name })),
            ],
          },
          { name: "overdue", label: "Follow-up overdue", type: "checkbox", value: filter.overdue },
        ],
      }}
      above={<Notice notice={actionData?.notice} />}
      count={rows.length}
      empty="No enquiries match."
      list={loaderData}
      query={query}
      pagesLabel="Enquiry pages"
    >
      <BulkStatusForm rows={rows} />
    </ConsoleList>
  );
}

/** The listed enquiries, each with a box to select it, and moving the selected ones to a status at once. */
function BulkStatusForm({ rows }: { rows: Row[] }) {
  return (
    <Form method="post" className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="bulk-status" className={fieldStyles.label}>
            Move selected to
          </label>
          <select id="bulk-status" name="status" className={fieldStyles.input} defaultValue="contacted">
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={smallButton}>
          Change status
        </button>
      </div>
      <ConsoleTable
        label="Enquiries"
        caption="Enquiries, newest first"
        columns={[
          { label: "Select", srOnly: true },
          "Received",
          "Name",
          "Kind",
          "About",
          "Status",
          "Assignee",
          "Follow up",
        ]}
      >
        {rows.map((row) => enquiryRow(row))}
      </ConsoleTable>
    </Form>
  );
}

/** A plain function, not a component: ConsoleTable labels the cells of the `<tr>` elements it is given. */
function enquiryRow(row: Row) {
  const ref = `${row.kind}:${row.id}`;
  return (
    <tr key={ref} className={`border-b border-slate-200 ${row.overdue ? "bg-red-50" : ""}`}>
      <td className={cellClass}>
        <input
          type="checkbox"
          name="refs"
          value={ref}
          aria-label={`Select ${row.name}`}
          className="h-4 w-4 accent-brand"
        />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDayTime(row.createdAt)}</td>
      <td className={cellClass}>
        <Link to={`/admin/enquiries/${row.kind}/${row.id}`} className="font-medium text-brand underline">
          {row.name}
        </Link>
        <span className="block text-xs text-slate-700">{row.email}</span>
        {row.phone && <span className="block text-xs text-slate-700">{row.phone}</span>}
      </td>
      <td className={cellClass}>{ENQUIRY_KIND_LABELS[row.kind as EnquiryKind] ?? row.kind}</td>
      <td className={`${cellClass} max-w-xs truncate`} title={row.subject}>
        {row.subject}
      </td>
      <td className={cellClass}>
        <StatusBadge
          status={row.status}
          label={ENQUIRY_STATUS_LABELS[row.status as EnquiryStatus] ?? row.status}
        />
      </td>
      <td className={cellClass}>{row.assigneeName ?? "—"}</td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {formatDay(row.followUpOn, "—")}
        {row.overdue && <strong className="ml-1 text-red-800">overdue</strong>}
      </td>
    </tr>
  );
}
