import { Link } from "react-router";
import { filterQuery } from "../../../domain/console/list-filters";
import { pageFrom } from "../../../domain/console/workflow";
import { formatDayTime, formatRupees } from "../../../domain/format";
import {
  MONEY_ENTRY_STATES,
  moneyStateLabel,
  PAYMENT_MODES_SHOWN,
  paymentModeLabel,
} from "../../../domain/payments/payment-text";
import { listPayments, paymentFilterFrom } from "../../../domain/payments/payments-list.server";
import { ConsoleList } from "../../features/console/console-list";
import { consoleMeta } from "../../features/console/console-meta";
import { ConsoleTable, cellClass } from "../../features/console/console-table";
import { requireStaff } from "../../features/console/require-staff.server";
import { StatusBadge } from "../../features/console/work-ui";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => consoleMeta("Payments");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "payments");
  const params = new URL(request.url).searchParams;
  const filter = paymentFilterFrom(params);
  const list = await listPayments(context.db, filter, pageFrom(params.get("page")));
  return { filter, ...list };
}

const MODE_OPTIONS = PAYMENT_MODES_SHOWN.map((mode) => ({ value: mode, label: paymentModeLabel(mode) }));
const STATE_OPTIONS = MONEY_ENTRY_STATES.map((state) => ({ value: state, label: moneyStateLabel(state) }));
const rupees = (paise: number) => formatRupees(paise / 100);

function Total({ label, paise }: { label: string; paise: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{rupees(paise)}</dd>
    </div>
  );
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { filter, rows, totals } = loaderData;
  const query = filterQuery({ ...filter });
  return (
    <ConsoleList
      title="Payments"
      filters={{
        id: "payments",
        exportHref: `/admin/download/payments.csv?${query}`,
        controls: [
          { name: "from", label: "From (India day)", type: "date", value: filter.from },
          { name: "to", label: "To (India day)", type: "date", value: filter.to },
          { name: "mode", label: "Mode", type: "select", value: filter.mode, options: MODE_OPTIONS },
          { name: "state", label: "State", type: "select", value: filter.state, options: STATE_OPTIONS },
        ],
      }}
      above={
        <section aria-labelledby="totals-heading">
          <h2 id="totals-heading" className="sr-only">
            Totals
          </h2>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Total label="Collected (as filtered)" paise={totals.collectedPaise} />
            <Total label="Refunded (as filtered)" paise={totals.refundedPaise} />
            <Total label="Due (all waiting for payment)" paise={totals.duePaise} />
          </dl>
        </section>
      }
      count={rows.length}
      empty="No payments or refunds match."
      list={loaderData}
      query={query}
      pagesLabel="Payment pages"
    >
      <ConsoleTable
        label="Payments and refunds"
        caption="Payments and refunds, newest first"
        columns={[
          "Date",
          "Registration",
          { label: "Amount", className: "text-right" },
          "Mode and reference",
          "State",
          "Receipt or voucher",
          "Recorded by",
        ]}
      >
        {rows.map((row) => paymentRow(row))}
      </ConsoleTable>
    </ConsoleList>
  );
}

/**
 * A payment or a refund (its amount shown negative). A plain function, not a component: ConsoleTable labels
 * the cells of the `<tr>` elements it is given.
 */
function paymentRow(row: Row) {
  return (
    <tr key={`${row.kind}-${row.id}`} className="border-b border-slate-200">
      <td className={`${cellClass} whitespace-nowrap`}>
        {formatDayTime(row.at)}
        <span className="block text-xs text-slate-700">{row.kind === "refund" ? "Refund" : "Payment"}</span>
      </td>
      <td className={cellClass}>
        <Link to={`/admin/registrations/${row.registrationId}`} className="font-medium text-brand underline">
          {row.name}
        </Link>
        <span className="block text-xs text-slate-700">
          {row.registrationId} · {row.program}
        </span>
      </td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        {row.kind === "refund" ? `−${rupees(row.amountPaise)}` : rupees(row.amountPaise)}
      </td>
      <td className={cellClass}>
        {paymentModeLabel(row.mode)}
        <span className="block break-all text-xs text-slate-700">{row.reference}</span>
      </td>
      <td className={cellClass}>
        <StatusBadge status={row.state} label={moneyStateLabel(row.state)} />
        {row.detail && <span className="mt-1 block text-xs text-slate-700">{row.detail}</span>}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{row.number ?? "—"}</td>
      <td className={cellClass}>{row.who}</td>
    </tr>
  );
}
