/** `/pay/{registrationId}/receipts/{paymentId}?token=…`: a receipt voucher's PDF, for the pay link's holder. */
import { data } from "react-router";
import { NotFoundError } from "../../domain/errors";
import { receiptForPayLink } from "../../domain/payments/pay-page.server";
import type { PageHandle } from "../lib/page-handle";
import type { Route } from "./+types/pay-receipt";

export const handle: PageHandle = { searchParams: ["token"] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const paymentId = Number(params.paymentId);
  try {
    if (!Number.isSafeInteger(paymentId) || paymentId <= 0) throw new NotFoundError("No such receipt.");
    await receiptForPayLink(context.db, params.registrationId, token, paymentId);
    const pdf = await context.pdfs.receipt(paymentId);
    if (!pdf) throw new NotFoundError("No such receipt.");
    return new Response(new Uint8Array(pdf.bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}
