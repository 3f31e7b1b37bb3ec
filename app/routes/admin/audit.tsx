import { Form } from "react-router";
import { listAudit } from "../../../domain/audit/audit.server";
import { dayFilter, textFilter } from "../../../domain/console/list-filters";
import { formatDayTime } from "../../../domain/format";
import { fieldStyles } from "../../components/ui/button-styles";
import { describeChanges } from "../../features/console/audit-changes";
import { summedNote } from "../../features/console/audit-summed";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { ConsoleTable, cellClass, Pager, rowClass } from "../../features/console/console-table";
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
    page: Math.min(10_000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
  };
  const { rows, page, hasNext } = await listAudit(context.db, filter);
  return {
    filter,
    page,
    hasNext,
    rows: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      lastAt: row.lastAt?.toISOString() ?? null,
    })),
  };
}

/** Record ids as they are (`REG-7K3QX9M2TA`, a certificate id); a staff account's long random id shortened. */
const shortId = (id: string) => (id.length > 24 ? `${id.slice(0, 8)}…` : id);

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, rows, page, hasNext } = loaderData;
  const pageLink = (to: number) => {
    const params = new URLSearchParams();
    for (const name of FILTERS) if (filter[name]) params.set(name, filter[name]!);
    params.set("page", String(to));
    return `?${params}`;
  };
  return (
    <div className="space-y-6">
      <PageTitle>Audit log</PageTitle>
      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-6"
      >
        {(
          [
            ["actor", "Who (e-mail)", "search"],
            ["action", "Action", "search"],
            ["entity", "Record kind", "search"],
            ["from", "From", "date"],
            ["to", "To", "date"],
          ] as const
        ).map(([name, label, type]) => (
          <div key={name}>
            <label htmlFor={`audit-${name}`} className={fieldStyles.label}>
              {label}
            </label>
            <input
              id={`audit-${name}`}
              name={name}
              type={type}
              defaultValue={filter[name] ?? ""}
              className={fieldStyles.input}
            />
          </div>
        ))}
        <div className="flex items-end">
          <button
            type="submit"
            className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Filter
          </button>
        </div>
      </Form>
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
              <td className={cellClass}>{row.actorEmail ?? "system"}</td>
              <td className={cellClass}>{row.action}</td>
              <td className={cellClass}>
                {row.entity}
                {row.entityId ? ` ${shortId(row.entityId)}` : ""}
              </td>
              <td className={cellClass}>
                {describeChanges(row.changes)}
                {summedNote(row)}
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
        linkTo={pageLink}
        newer="Newer entries"
        older="Older entries"
      />
    </div>
  );
}
