import { Link } from "react-router";
import { loadDashboard } from "../../../domain/console/dashboard.server";
import { ENQUIRY_KIND_LABELS, type EnquiryKind } from "../../../domain/console/workflow";
import { formatDay, formatDayTime, formatRupees } from "../../../domain/format";
import { PAYMENT_TEXT } from "../../../domain/payments/payment-text";
import { BATCHES_SOON_DAYS } from "../../../domain/programs/batch.schema";
import { batchesStartingSoon } from "../../../domain/programs/batches.server";
import { can } from "../../../domain/staff/roles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { ConsoleTable, cellClass, rowClass } from "../../features/console/console-table";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => consoleMeta("Dashboard");

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "dashboard");
  const [{ payments, ...figures }, batchesSoon] = await Promise.all([
    loadDashboard(context.db),
    batchesStartingSoon(context.db),
  ]);
  // Money only for the roles that see payments.
  return {
    ...figures,
    payments: can(actor.role, "payments") ? payments : null,
    batchesSoon,
    canSeeRosters: can(actor.role, "registrations"),
  };
}

const rupees = (paise: number) => formatRupees(paise / 100);

/** A figure, with what it counts said under it when the label alone could be read two ways. */
function Figure({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-700">{hint}</dd>}
    </div>
  );
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <PageTitle>Dashboard</PageTitle>
      <section aria-labelledby="week-heading">
        <h2 id="week-heading" className="text-lg font-semibold text-slate-900">
          This week (since {formatDayTime(d.since)})
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Career enquiries" value={d.enquiries.career} />
          <Figure label="Services enquiries" value={d.enquiries.services} />
          <Figure label="Chat enquiries" value={d.enquiries.chat} />
          <Figure label="Contact enquiries" value={d.enquiries.enquiry} />
          <Figure label="Registrations" value={d.registrations.count} />
          <Figure
            label="Due from them"
            value={rupees(d.registrations.duePaise)}
            hint={PAYMENT_TEXT.figures.dueFromThem}
          />
          <Figure
            label="Collected from them"
            value={rupees(d.registrations.collectedPaise)}
            hint={PAYMENT_TEXT.figures.collectedFromThem}
          />
          <Figure label="Job applications" value={d.applications} />
          <Figure label="Certificates issued" value={d.certificates} />
        </dl>
        <p className="mt-3 text-slate-800">
          Mail that failed to send: <strong>{d.failedMail}</strong>
          {d.failedMail > 0 && (
            <>
              {" "}
              <Link to="/admin/mail?status=failed" className="text-brand underline">
                See and send again
              </Link>
            </>
          )}
        </p>
      </section>
      {d.payments && (
        <section aria-labelledby="money-heading">
          <h2 id="money-heading" className="text-lg font-semibold text-slate-900">
            Payments
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                ["Collected today", d.payments.collectedTodayPaise, PAYMENT_TEXT.figures.collectedToday],
                ["Collected this week", d.payments.collectedWeekPaise, PAYMENT_TEXT.figures.collectedWeek],
                ["Refunded this week", d.payments.refundedWeekPaise, PAYMENT_TEXT.figures.refundedWeek],
                ["Due (waiting for payment)", d.payments.duePaise, PAYMENT_TEXT.figures.dueAll],
              ] as const
            ).map(([label, paise, hint]) => (
              <Figure key={label} label={label} value={rupees(paise)} hint={hint} />
            ))}
            <Figure label="Payments needing attention" value={d.payments.attentionCount} />
          </dl>
          {d.payments.attentionCount > 0 && (
            <div className="mt-3 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">
                Money that does not match what was asked, or arrived for a closed registration:{" "}
                <Link to="/admin/payments?state=needs-attention" className="text-brand underline">
                  See all {d.payments.attentionCount}
                </Link>
              </p>
              <ul className="mt-2 space-y-1">
                {d.payments.attention.map((row) => (
                  <li key={`${row.registrationId}-${row.at}`}>
                    <Link
                      to={`/admin/registrations/${row.registrationId}`}
                      className="font-medium text-brand underline"
                    >
                      {row.name}
                    </Link>{" "}
                    · {rupees(row.amountPaise)} · {formatDayTime(row.at)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="batches-soon-heading">
        <h2 id="batches-soon-heading" className="text-lg font-semibold text-slate-900">
          Batches starting within {BATCHES_SOON_DAYS} days
        </h2>
        {d.batchesSoon.length === 0 ? (
          <p className="mt-3 text-slate-700">None.</p>
        ) : (
          <div className="mt-3 max-w-3xl">
            <ConsoleTable
              label="Batches starting soon"
              caption="Batches starting within 14 days, soonest first, with their seats left"
              columns={["Starts", "Program", "Mode", "Seats left"]}
            >
              {d.batchesSoon.map((row) => (
                <tr key={row.id} className={rowClass}>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDay(row.startsOn)}</td>
                  <td className={cellClass}>
                    {d.canSeeRosters ? (
                      <Link to={`/admin/batches/${row.id}`} className="font-medium text-brand underline">
                        {row.programTitle}
                      </Link>
                    ) : (
                      row.programTitle
                    )}
                  </td>
                  <td className={cellClass}>{row.modeLabel}</td>
                  <td className={cellClass}>
                    {row.seatsLeft} of {row.seats}
                    {row.status !== "open" && <span className="text-slate-700"> ({row.statusLabel})</span>}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          </div>
        )}
      </section>
      <section aria-labelledby="overdue-heading">
        <h2 id="overdue-heading" className="text-lg font-semibold text-slate-900">
          Follow-ups overdue
        </h2>
        {d.overdueFollowUps.length === 0 ? (
          <p className="mt-3 text-slate-700">None.</p>
        ) : (
          <ul className="mt-3 max-w-2xl space-y-1 text-sm">
            {d.overdueFollowUps.map((row) => (
              <li key={`${row.kind}:${row.id}`}>
                <Link
                  to={`/admin/enquiries/${row.kind}/${row.id}`}
                  className="font-medium text-brand underline"
                >
                  {row.name}
                </Link>{" "}
                <span className="text-slate-700">
                  ({ENQUIRY_KIND_LABELS[row.kind as EnquiryKind] ?? row.kind}) · due{" "}
                  {formatDay(row.followUpOn)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="oldest-heading">
        <h2 id="oldest-heading" className="text-lg font-semibold text-slate-900">
          Oldest enquiries waiting
        </h2>
        {d.oldestEnquiries.length === 0 ? (
          <p className="mt-3 text-slate-700">No enquiries.</p>
        ) : (
          <div className="mt-3 max-w-2xl">
            <ConsoleTable
              label="Oldest enquiries waiting"
              caption="Oldest enquiries waiting, oldest first"
              columns={["Received", "Kind", "Name"]}
            >
              {d.oldestEnquiries.map((row) => (
                <tr key={`${row.kind}-${row.receivedAt}-${row.name}`} className={rowClass}>
                  <td className={cellClass}>{formatDayTime(row.receivedAt)}</td>
                  <td className={cellClass}>{row.kind}</td>
                  <td className={cellClass}>{row.name}</td>
                </tr>
              ))}
            </ConsoleTable>
          </div>
        )}
      </section>
    </div>
  );
}
