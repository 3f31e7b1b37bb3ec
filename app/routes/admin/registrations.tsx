import { Link } from "react-router";
import { filterQuery, registrationFilterFrom } from "../../../domain/console/list-filters";
import {
  pageFrom,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
  registrationMoney,
} from "../../../domain/console/workflow";
import { formatDayTime, formatRupees } from "../../../domain/format";
import { listRegistrations } from "../../../domain/programs/registrations-admin.server";
import { ConsoleList } from "../../features/console/console-list";
import { consoleMeta } from "../../features/console/console-meta";
import { ConsoleTable, cellClass } from "../../features/console/console-table";
import { requireStaff } from "../../features/console/require-staff.server";
import { StatusBadge } from "../../features/console/work-ui";
import type { Route } from "./+types/registrations";

export const meta: Route.MetaFunction = () => consoleMeta("Registrations");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "registrations");
  const params = new URL(request.url).searchParams;
  const filter = registrationFilterFrom(params);
  const list = await listRegistrations(context.db, filter, pageFrom(params.get("page")));
  return {
    filter,
    ...list,
  };
}

const STATUS_OPTIONS = REGISTRATION_STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABELS[s] }));

export default function Registrations({ loaderData }: Route.ComponentProps) {
  const { filter, rows } = loaderData;
  const query = filterQuery(filter);
  return (
    <ConsoleList
      title="Registrations"
      filters={{
        id: "registrations",
        exportHref: `/admin/download/registrations.csv?${query}`,
        controls: [
          { name: "q", label: "Name, e-mail, phone or id", type: "search", value: filter.q },
          { name: "status", label: "Status", type: "select", value: filter.status, options: STATUS_OPTIONS },
        ],
      }}
      count={rows.length}
      empty="No registrations match."
      list={loaderData}
      query={query}
      pagesLabel="Registration pages"
    >
      <ConsoleTable
        label="Registrations"
        caption="Registrations, newest first"
        columns={[
          "Registered",
          "Name",
          "Program",
          { label: "Amount (with registration fee)", className: "text-right" },
          "Status",
        ]}
      >
        {rows.map((row) => registrationRow(row))}
      </ConsoleTable>
    </ConsoleList>
  );
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** A plain function, not a component: ConsoleTable labels the cells of the `<tr>` elements it is given. */
function registrationRow(row: Row) {
  return (
    <tr key={row.id} className="border-b border-slate-200">
      <td className={`${cellClass} whitespace-nowrap`}>{formatDayTime(row.createdAt)}</td>
      <td className={cellClass}>
        <Link to={`/admin/registrations/${row.id}`} className="font-medium text-brand underline">
          {row.fullName}
        </Link>
        <span className="block text-xs text-slate-700">
          {row.id} · {row.email}
        </span>
      </td>
      <td className={cellClass}>
        {row.specificTraining}
        <span className="block text-xs text-slate-700">{row.trainingType}</span>
      </td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        {formatRupees(row.payableNowPaise / 100)}
        <span className="block text-xs text-slate-700">{registrationMoney(row.status)}</span>
      </td>
      <td className={cellClass}>
        <StatusBadge
          status={row.status}
          label={REGISTRATION_STATUS_LABELS[row.status as RegistrationStatus] ?? row.status}
        />
      </td>
    </tr>
  );
}
