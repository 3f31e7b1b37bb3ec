import type { ReactNode } from "react";
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

type DashboardData = Route.ComponentProps["loaderData"];

/** One of the dashboard's parts: a heading, and what it shows under it. */
function DashboardSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A part that lists rows, with its words for none in their place while there are none. */
function DashboardList({
  id,
  title,
  count,
  none,
  children,
}: {
  id: string;
  title: ReactNode;
  count: number;
  none: string;
  children: ReactNode;
}) {
  return (
    <DashboardSection id={id} title={title}>
      {count === 0 ? <p className="mt-3 text-slate-700">{none}</p> : children}
    </DashboardSection>
  );
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <PageTitle>Dashboard</PageTitle>
      <WeekSection d={d} />
      {d.payments && <PaymentsSection payments={d.payments} />}
      <BatchesSoonSection batches={d.batchesSoon} canSeeRosters={d.canSeeRosters} />
      <OverdueSection followUps={d.overdueFollowUps} />
      <OldestEnquiriesSection enquiries={d.oldestEnquiries} />
    </div>
  );
}

function WeekSection({ d }: { d: DashboardData }) {
  return (
    <DashboardSection id="week" title={<>This week (since {formatDayTime(d.since)})</>}>
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
    </DashboardSection>
  );
}

function PaymentsSection({ payments }: { payments: NonNullable<DashboardData["payments"]> }) {
  return (
    <DashboardSection id="money" title="Payments">
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ["Collected today", payments.collectedTodayPaise, PAYMENT_TEXT.figures.collectedToday],
            ["Collected this week", payments.collectedWeekPaise, PAYMENT_TEXT.figures.collectedWeek],
            ["Refunded this week", payments.refundedWeekPaise, PAYMENT_TEXT.figures.refundedWeek],
            ["Due (waiting for payment)", payments.duePaise, PAYMENT_TEXT.figures.dueAll],
          ] as const
        ).map(([label, paise, hint]) => (
          <Figure key={label} label={label} value={rupees(paise)} hint={hint} />
        ))}
        <Figure label="Payments needing attention" value={payments.attentionCount} />
      </dl>
      {payments.attentionCount > 0 && (
        <div className="mt-3 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            Money that does not match what was asked, or arrived for a closed registration:{" "}
            <Link to="/admin/payments?state=needs-attention" className="text-brand underline">
              See all {payments.attentionCount}
            </Link>
          </p>
          <ul className="mt-2 space-y-1">
            {payments.attention.map((row) => (
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
    </DashboardSection>
  );
}

function BatchesSoonSection({
  batches,
  canSeeRosters,
}: {
  batches: DashboardData["batchesSoon"];
  canSeeRosters: boolean;
}) {
  return (
    <DashboardList
      id="batches-soon"
      title={<>Batches starting within {BATCHES_SOON_DAYS} days</>}
      count={batches.length}
      none="None."
    >
      <div className="mt-3 max-w-3xl">
        <ConsoleTable
          label="Batches starting soon"
          caption="Batches starting within 14 days, soonest first, with their seats left"
          columns={["Starts", "Program", "Mode", "Seats left"]}
        >
          {batches.map((row) => (
            <tr key={row.id} className={rowClass}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDay(row.startsOn)}</td>
              <td className={cellClass}>
                {canSeeRosters ? (
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
    </DashboardList>
  );
}

function OverdueSection({ followUps }: { followUps: DashboardData["overdueFollowUps"] }) {
  return (
    <DashboardList id="overdue" title="Follow-ups overdue" count={followUps.length} none="None.">
      <ul className="mt-3 max-w-2xl space-y-1 text-sm">
        {followUps.map((row) => (
          <li key={`${row.kind}:${row.id}`}>
            <Link to={`/admin/enquiries/${row.kind}/${row.id}`} className="font-medium text-brand underline">
              {row.name}
            </Link>{" "}
            <span className="text-slate-700">
              ({ENQUIRY_KIND_LABELS[row.kind as EnquiryKind] ?? row.kind}) · due {formatDay(row.followUpOn)}
            </span>
          </li>
        ))}
      </ul>
    </DashboardList>
  );
}

function OldestEnquiriesSection({ enquiries }: { enquiries: DashboardData["oldestEnquiries"] }) {
  return (
    <DashboardList id="oldest" title="Oldest enquiries waiting" count={enquiries.length} none="No enquiries.">
      <div className="mt-3 max-w-2xl">
        <ConsoleTable
          label="Oldest enquiries waiting"
          caption="Oldest enquiries waiting, oldest first"
          columns={["Received", "Kind", "Name"]}
        >
          {enquiries.map((row) => (
            <tr key={`${row.kind}-${row.receivedAt}-${row.name}`} className={rowClass}>
              <td className={cellClass}>{formatDayTime(row.receivedAt)}</td>
              <td className={cellClass}>{row.kind}</td>
              <td className={cellClass}>{row.name}</td>
            </tr>
          ))}
        </ConsoleTable>
      </div>
    </DashboardList>
  );
}
