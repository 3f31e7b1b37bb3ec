import { Form, Link } from "react-router";
import { pageFrom } from "../../../domain/console/workflow";
import { formatDayTime } from "../../../domain/format";
import {
  isOutboxStatus,
  KIND_PLURALS,
  type MailKind,
  mailTitle,
  OUTBOX_STATUSES,
  triesText,
} from "../../../domain/mail/kinds";
import { listOutbox, retryAllFailedMail } from "../../../domain/mail/outbox-admin.server";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { ConsoleTable, cellClass, Pager, rowClass } from "../../features/console/console-table";
import { done, intentAction } from "../../features/console/intent-action.server";
import { STATUS_LABELS, StatusBadge } from "../../features/console/mail-status";
import { ConsoleNotice } from "../../features/console/notice";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/mail";

export const meta: Route.MetaFunction = () => consoleMeta("Mail");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "mail");
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const filter = {
    status: isOutboxStatus(status) ? status : undefined,
    page: pageFrom(params.get("page")),
  };
  const { rows, page, hasNext, byStatus } = await listOutbox(context.db, filter);
  return {
    status: filter.status ?? null,
    page,
    hasNext,
    byStatus,
    sending: Boolean(context.config.mail.smtpUrl),
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      what: mailTitle(row.template, row.kind),
      to: row.toAddress ?? `Staff notified of ${KIND_PLURALS[row.kind as MailKind] ?? row.kind}`,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "mail");
  return intentAction(await request.formData(), {
    "retry-failed": async (_form, intent) => {
      const n = await retryAllFailedMail(context.db, actor);
      return done(intent, `${n} failed ${n === 1 ? "message" : "messages"} will be sent again.`);
    },
  });
}

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, status, page, hasNext, byStatus, sending } = loaderData;
  const link = (next: { status?: string | null; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set("status", next.status);
    if (next.page && next.page > 1) params.set("page", String(next.page));
    const query = params.toString();
    return query ? `?${query}` : "/admin/mail";
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Mail</PageTitle>
        <Link to="/admin/mail/previews" className="text-sm font-medium text-brand underline">
          Preview every letter
        </Link>
      </div>
      {!sending && (
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-900">
          No mail server is set (<code>SMTP_URL</code>): messages are kept here instead of being sent. Open
          one to see it exactly as it would be sent.
        </p>
      )}
      <ConsoleNotice notice={actionData?.notice} />
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...OUTBOX_STATUSES].map((s) => (
            <li key={s ?? "all"}>
              <Link
                to={link({ status: s })}
                aria-current={s === status ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 ${s === status ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand"}`}
              >
                {s ? `${STATUS_LABELS[s]} (${byStatus[s]})` : "All"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {byStatus.failed > 0 && (
        <Form method="post">
          <button type="submit" name="intent" value="retry-failed" className={buttonStyles.secondary}>
            Send all {byStatus.failed} failed again
          </button>
        </Form>
      )}
      {rows.length === 0 ? (
        <p className="text-slate-700">
          No messages{status ? ` with the status ${STATUS_LABELS[status]}` : ""}.
        </p>
      ) : (
        <ConsoleTable
          label="Messages"
          caption="Messages, newest first"
          columns={["Written", "Message", "To", "Status", "Tries"]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={rowClass}>
              <td className={`whitespace-nowrap ${cellClass}`}>{formatDayTime(row.createdAt)}</td>
              <td className={cellClass}>
                <Link to={`/admin/mail/${row.id}`} className="font-medium text-brand underline">
                  {row.what}
                </Link>
              </td>
              <td className={`break-all ${cellClass}`}>{row.to}</td>
              <td className={cellClass}>
                <StatusBadge status={row.status} />
                {row.lastError && <p className="mt-1 text-xs text-slate-600">{row.lastError}</p>}
              </td>
              <td className={cellClass}>{triesText(row.status, row.attempts)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager label="Mail pages" page={page} hasNext={hasNext} linkTo={(to) => link({ status, page: to })} />
    </div>
  );
}
