import { Link } from "react-router";
import { listAudit } from "../../../domain/audit/audit.server";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  actionLabel,
  auditRecordHref,
  entityLabel,
} from "../../../domain/audit/audit-labels";
import { dayFilter, textFilter } from "../../../domain/console/list-filters";
import { pageFrom } from "../../../domain/console/workflow";
import { revisionsOfAuditRows } from "../../../domain/content/content-revisions.server";
import { formatDayTime } from "../../../domain/format";
import { listStaff } from "../../../domain/staff/staff.server";
import { describeChanges } from "../../features/console/audit-changes";
import { summedNote } from "../../features/console/audit-summed";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { ConsoleTable, cellClass, Pager, rowClass } from "../../features/console/console-table";
import {
  FilterForm,
  FilterInput,
  FilterSelect,
  filterPageLink,
} from "../../features/console/list-filter-fields";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => consoleMeta("Audit log");

const FILTERS = ["actor", "action", "entity", "from", "to"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "audit");
  const params = new URL(request.url).searchParams;
  const filter = {
    actor: textFilter(params, "actor"),
    action: textFilter(params, "action"),
    entity: textFilter(params, "entity"),
    from: dayFilter(params, "from"),
    to: dayFilter(params, "to"),
    page: pageFrom(params.get("page")),
  };
  const [{ rows, page, hasNext }, staff] = await Promise.all([
    listAudit(context.db, filter),
    listStaff(context.db),
  ]);
  // A content save's row leads to the revision it made (docs/decisions/0055-content-revisions.md).
  const revisions = await revisionsOfAuditRows(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    filter,
    page,
    hasNext,
    staff: staff.map((member) => ({ id: member.id, name: member.name, email: member.email })),
    rows: rows.map((row) => ({
      ...row,
      revision: revisions.get(row.id) ?? null,
    })),
  };
}

/** Choices of a filter, by their labels as read. */
const choices = (labels: Record<string, string>): [string, string][] =>
  Object.entries(labels).sort(([, a], [, b]) => a.localeCompare(b));

type AuditData = Route.ComponentProps["loaderData"];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, rows, page, hasNext, staff } = loaderData;
  const names = Object.fromEntries(staff.map((member) => [member.id, member.name || member.email]));
  const nameByEmail = new Map(staff.map((member) => [member.email.toLowerCase(), member.name]));
  return (
    <div className="space-y-6">
      <PageTitle>Audit log</PageTitle>
      <AuditFilter filter={filter} staff={staff} />
      {rows.length === 0 ? (
        <p className="text-slate-800">No entries match.</p>
      ) : (
        <ConsoleTable
          label="Audit log entries"
          caption="Audit log entries, newest first"
          columns={["When", "Who", "Action", "Record", "Changes", "Address"]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={rowClass}>
              <td className={`whitespace-nowrap ${cellClass}`}>{formatDayTime(row.at)}</td>
              <td className={cellClass}>
                <ActorCell
                  email={row.actorEmail}
                  name={
                    (row.actorId && names[row.actorId]) ||
                    nameByEmail.get(row.actorEmail?.toLowerCase() ?? "")
                  }
                />
              </td>
              <td className={cellClass}>{actionLabel(row.action)}</td>
              <td className={cellClass}>
                <RecordCell entity={row.entity} entityId={row.entityId} names={names} />
              </td>
              <td className={`${cellClass} max-w-md`}>
                {describeChanges(row.changes, names)}
                {summedNote(row)}
                <RevisionLink entity={row.entity} entityId={row.entityId} revision={row.revision} />
              </td>
              <td className={cellClass}>{row.ipAddress ?? ""}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager
        label="Audit log pages"
        page={page}
        hasNext={hasNext}
        linkTo={(to) => filterPageLink(filter, FILTERS, to)}
        newer="Newer entries"
        older="Older entries"
      />
    </div>
  );
}

function AuditFilter({ filter, staff }: { filter: AuditData["filter"]; staff: AuditData["staff"] }) {
  const select = (name: "actor" | "action" | "entity", label: string, options: [string, string][]) => (
    <FilterSelect
      id={`audit-${name}`}
      name={name}
      label={label}
      value={filter[name] ?? ""}
      anyLabel={name === "actor" ? "Anyone" : "Any"}
      options={options}
      keepUnknown
    />
  );
  return (
    <FilterForm columns="md:grid-cols-6">
      {select(
        "actor",
        "Who",
        staff.map((member) => [
          member.email,
          member.name ? `${member.name} (${member.email})` : member.email,
        ]),
      )}
      {select("action", "Action", choices(AUDIT_ACTION_LABELS))}
      {select("entity", "Record kind", choices(AUDIT_ENTITY_LABELS))}
      <FilterInput
        id="audit-from"
        name="from"
        label="From (India time)"
        type="date"
        value={filter.from ?? ""}
      />
      <FilterInput id="audit-to" name="to" label="To (India time)" type="date" value={filter.to ?? ""} />
    </FilterForm>
  );
}

/** The record's kind and its id, a link to it when it has a console page (a staff account by its name). */
function RecordCell({
  entity,
  entityId,
  names,
}: {
  entity: string;
  entityId: string | null;
  names: Record<string, string>;
}) {
  const href = auditRecordHref(entity, entityId);
  const id = entityId
    ? entity === "staff" || entity === "session"
      ? (names[entityId] ?? entityId)
      : entityId
    : "";
  const text = id ? `${entityLabel(entity)} ${id}` : entityLabel(entity);
  return href ? (
    <Link to={href} className="break-all font-medium text-brand underline">
      {text}
    </Link>
  ) : (
    <span className="break-all">{text}</span>
  );
}

/** Who: their name with their e-mail under it; the e-mail alone for an address that is no account. */
function ActorCell({ email, name }: { email: string | null; name: string | undefined }) {
  if (!email) return <>The system</>;
  if (!name) return <span className="break-all">{email}</span>;
  return (
    <>
      {name}
      <span className="block text-xs text-slate-700">{email}</span>
    </>
  );
}

/** The revision a content save made, as a link to its changes. */
function RevisionLink({
  entity,
  entityId,
  revision,
}: {
  entity: string;
  entityId: string | null;
  revision: number | null;
}) {
  const href = revision === null ? null : auditRecordHref(entity, entityId);
  if (!href) return null;
  return (
    <>
      {" "}
      <Link
        to={`${href}/revisions?r=${revision}`}
        className="whitespace-nowrap font-medium text-brand underline"
      >
        Revision {revision}
      </Link>
    </>
  );
}
