/** Everything held about a person as one readable HTML file (admin only; the export is in the audit log). */
import { data } from "react-router";
import { formatSheetDateTime } from "../../../domain/format";
import { exportPersonalData } from "../../../domain/privacy/personal-data.server";
import { renderPersonalDataHtml } from "../../../domain/privacy/personal-data-file";
import { personQuerySchema } from "../../../domain/privacy/privacy.schema";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/personal-data-export";

// A POST, not a GET: an export is a recorded act (audit row), and a link could be followed by accident.
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "personal-data");
  const parsed = personQuerySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ message: "Enter an e-mail address or a phone number." }, { status: 400 });
  const file = await exportPersonalData(context.db, context.storage, actor, parsed.data);
  const body = renderPersonalDataHtml(file);
  const day = formatSheetDateTime(new Date()).slice(0, 10); // India's date
  return new Response(body, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.html"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "personal-data");
  throw data({ message: "Use the Personal data screen." }, { status: 405 });
}
