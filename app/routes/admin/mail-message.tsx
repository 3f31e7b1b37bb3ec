import { data, Form } from "react-router";
import { recordIdFrom } from "../../../domain/console/list-filters";
import { formatDayTime } from "../../../domain/format";
import { mailTitle, triesText } from "../../../domain/mail/kinds";
import {
  discardMail,
  getOutboxRow,
  MAIL_MESSAGES,
  recordMailRead,
  retryMail,
} from "../../../domain/mail/outbox-admin.server";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { BackLink } from "../../features/console/console-table";
import { done, intentAction } from "../../features/console/intent-action.server";
import { StatusBadge } from "../../features/console/mail-status";
import { MailView } from "../../features/console/mail-view";
import { ConsoleNotice } from "../../features/console/notice";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/mail-message";

export const meta: Route.MetaFunction = () => consoleMeta("Message");

async function outboxRow(context: Route.LoaderArgs["context"], id: string) {
  const outboxId = recordIdFrom(id);
  const row = outboxId === null ? null : await getOutboxRow(context.db, outboxId);
  if (!row) throw data({ message: MAIL_MESSAGES.notFound }, { status: 404 });
  return row;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "mail");
  const row = await outboxRow(context, params.id);
  let message: Parameters<typeof MailView>[0] | null = null;
  let unavailable: string | null = null;
  try {
    const composed = await context.mail.compose(row);
    // The message shows the visitor's details: who read it is recorded before it is shown.
    if (composed) await recordMailRead(context.db, actor, row);
    if (composed)
      message = {
        from: context.config.mail.from,
        replyTo: composed.replyTo,
        to: composed.to,
        subject: composed.subject,
        html: composed.html,
        text: composed.text,
        attachments: composed.attachments.map((file, index) => ({
          name: file.filename,
          size: file.content.length,
          href: `/admin/mail/${row.id}/attachments/${index}`,
        })),
      };
    else
      unavailable =
        "The record this message is about no longer exists (it was erased), so it will not be sent.";
  } catch (error) {
    context.logger.error("mail preview failed", { requestId: context.requestId, outboxId: row.id, error });
    unavailable = "This message cannot be shown.";
  }
  return {
    row: {
      id: row.id,
      title: mailTitle(row.template, row.kind),
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      messageKey: row.messageKey,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
    },
    message,
    unavailable,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "mail");
  const row = await outboxRow(context, params.id);
  return intentAction(
    await request.formData(),
    {
      retry: async (_form, intent) => {
        await retryMail(context.db, actor, row.id);
        return done(intent, "The message will be sent again now.");
      },
      discard: async (_form, intent) => {
        await discardMail(context.db, actor, row.id);
        return done(intent, "The message was discarded; it will not be sent.");
      },
    },
    // A message that has moved on since the page was loaded (sent, or discarded by a colleague).
    { ruleStatus: 409 },
  );
}

export default function MailMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { row, message, unavailable } = loaderData;
  const retryable = row.status === "failed" || row.status === "discarded";
  const discardable = row.status === "failed" || row.status === "pending";
  return (
    <div className="max-w-4xl space-y-6">
      <BackLink to="/admin/mail">All mail</BackLink>
      <PageTitle>{row.title}</PageTitle>
      <ConsoleNotice notice={actionData?.notice} />
      <dl className="grid gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Status</dt>
        <dd>
          <StatusBadge status={row.status} />
        </dd>
        <dt className="font-medium text-slate-700">Written</dt>
        <dd>{formatDayTime(row.createdAt)}</dd>
        {row.sentAt && (
          <>
            <dt className="font-medium text-slate-700">Sent</dt>
            <dd>{formatDayTime(row.sentAt)}</dd>
          </>
        )}
        {row.nextAttemptAt && (
          <>
            <dt className="font-medium text-slate-700">Next try</dt>
            <dd>{formatDayTime(row.nextAttemptAt)}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Tries</dt>
        <dd>{triesText(row.status, row.attempts)}</dd>
        {row.lastError && (
          <>
            <dt className="font-medium text-slate-700">Last error</dt>
            <dd>{row.lastError}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Message-ID</dt>
        <dd className="break-all font-mono text-xs">{row.messageKey}</dd>
      </dl>
      {(retryable || discardable) && (
        <Form method="post" className="flex flex-wrap gap-3">
          {retryable && (
            <button type="submit" name="intent" value="retry" className={buttonStyles.primary}>
              Send again
            </button>
          )}
          {discardable && (
            <button type="submit" name="intent" value="discard" className={buttonStyles.secondary}>
              Discard
            </button>
          )}
        </Form>
      )}
      {message ? <MailView {...message} /> : <p className="text-slate-800">{unavailable}</p>}
    </div>
  );
}
