/**
 * The certificate PDF, for staff with the certificates right (a resource route: no page around it); each
 * download is in the audit log.
 */
import { data } from "react-router";
import { openCertificateForDownload } from "../../../domain/certificates/certificates.server";
import { NotFoundError } from "../../../domain/errors";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/certificate-pdf";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "certificates");
  let row: Awaited<ReturnType<typeof openCertificateForDownload>>;
  try {
    row = await openCertificateForDownload(context.db, actor, params.certificateId);
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
  const pdf = await context.pdfs.certificate(row);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="Certificate-${row.certificateId.replace(/[^\w-]/g, "")}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
