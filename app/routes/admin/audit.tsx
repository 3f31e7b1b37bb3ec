import { Form } from "react-router";
import { listAudit } from "../../../domain/audit/audit.server";
import { fieldStyles } from "../../components/ui/button-styles";
import { summedNote } from "../../features/console/audit-summed";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { ConsoleTable, cellClass, Pager, rowClass } from "../../features/console/console-table";
import { formatStaffTime } from "../../features/console/format-time";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => consoleMeta("Audit log");

const FILTERS = ["actor", "action", "entity", "from", "to"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "audit");
  const params = new URL(request.url).searchParams;
  const value = (name: string) => params.get(name)?.trim().slice(0, 100) || undefined;
  const filter = {
    actor: value("actor"),
    action: value("action"),
    entity: value("entity"),
    from: DAY.test(value("from") ?? "") ? value("from") : undefined,
    to: DAY.test(value("to") ?? "") ? value("to") : undefined,
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

function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, value]) =>
      Array.isArray(value) && value.length === 2
        ? `${field}: ${String(value[0] ?? "—")} → ${String(value[1] ?? "—")}`
        : `${field}: ${String(value)}`,
    )
    .join("; ");
}

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
              <td className={`whitespace-nowrap ${cellClass}`}>{formatStaffTime(row.at)}</td>
              <td className={cellClass}>{row.actorEmail ?? "system"}</td>
              <td className={cellClass}>{row.action}</td>
              <td className={cellClass}>
                {row.entity}
                {row.entityId ? ` ${row.entityId.slice(0, 8)}` : ""}
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
