/**
 * The administrators' notice that an account's sign-ins are slowed (docs/decisions/0031-sign-in-limits.md),
 * made from its audit row when it is sent, to the administrators active then (an administrator added after
 * the attack began is told too; one disabled meanwhile is not).
 */
import { render, toPlainText } from "@react-email/render";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { auditLog } from "../../domain/db/schema.ts";
import { formatDayTime } from "../../domain/format.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import { failureAddresses } from "../../domain/staff/sign-in-events.server.ts";
import { activeAdminEmails, findStaffByEmail } from "../../domain/staff/staff.server.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "./compose-types.ts";
import { LetterCompany, SignInAlert } from "./templates.tsx";

export async function composeSignInAlert(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const [event] = await deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.id, Number(row.recordId)));
  if (!event?.actorEmail) return null;
  const account = event.actorEmail;
  const minutes = Number(event.changes.minutes) || 15;
  const addresses = await failureAddresses(deps.db, account, new Date(event.at.getTime() - minutes * 60_000));
  const member = await findStaffByEmail(deps.db, account);
  const { company } = await loadSettings(deps.db);
  const props = {
    account,
    name: member?.name ?? account,
    failures: Number(event.changes.failures) || 0,
    minutes,
    addresses: addresses.length,
    everySeconds: Number(event.changes.everySeconds) || 60,
    at: formatDayTime(event.at),
    auditUrl: `${deps.siteUrl}/admin/audit?action=sign-in-failed&actor=${encodeURIComponent(account)}`,
    staffUrl: `${deps.siteUrl}/admin/staff`,
  };
  const html = await render(
    createElement(LetterCompany.Provider, { value: company }, createElement(SignInAlert, props)),
  );
  return {
    to: await activeAdminEmails(deps.db),
    subject: `Sign-ins to ${account} are slowed after ${props.failures} failures`,
    html,
    text: toPlainText(html),
    attachments: [],
  };
}
