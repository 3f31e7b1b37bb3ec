import { data } from "react-router";
import { recordIdFrom } from "../../../domain/console/list-filters";
import { getOutboxRow, MAIL_MESSAGES, recordMailRead } from "../../../domain/mail/outbox-admin.server";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/mail-attachment";

/**
 * An attachment of a message, made as the worker would make it (the registration confirmation PDF); each
 * download is in the audit log.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "mail");
  const id = recordIdFrom(params.id);
  const row = id === null ? null : await getOutboxRow(context.db, id);
  const composed = row ? await context.mail.compose(row) : null;
  const file = composed?.attachments[Number(params.index)];
  if (!row || !file) throw data({ message: MAIL_MESSAGES.notFound }, { status: 404 });
  await recordMailRead(context.db, actor, row, file.filename);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
      "Content-Length": String(file.content.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
