/** Registrations for the payments tests, and paying one as staff do. */
import { randomBytes } from "node:crypto";
import type { Db } from "../../domain/db/db.ts";
import { registrations } from "../../domain/db/schema.ts";
import type { StaffPaymentMode } from "../../domain/payments/payment-text.ts";
import { amountDue, type PaymentActor, recordPayment } from "../../domain/payments/payments.server.ts";
import { sampleRegistration } from "../../domain/programs/test-fixtures.ts";

/** A registration waiting for payment (or in `status`), stored directly. */
export async function insertRegistration(
  db: Db,
  payableNowPaise = 2_049_920,
  status = "pending-payment",
): Promise<string> {
  const id = `REG-${randomBytes(5).toString("hex").toUpperCase()}`;
  await db.insert(registrations).values({
    ...sampleRegistration,
    id,
    email: `${id.toLowerCase()}@example.in`,
    downloadTokenHash: "0".repeat(64),
    duration: "",
    programPricePaise: payableNowPaise - 50_000,
    totalFeesPaise: payableNowPaise - 50_000,
    registrationFeePaise: 50_000,
    payableNowPaise,
    status,
  });
  return id;
}

/**
 * What a registration owes, recorded as received the way staff's "Record a payment" does (the same domain
 * write): the receipt, and the registration paid. Tests use it where staff once moved a status to "Paid".
 */
export async function recordPaymentInFull(
  db: Db,
  actor: PaymentActor,
  registrationId: string,
  reference: string,
  mode: StaffPaymentMode = "upi",
): Promise<{ paymentId: number; receiptNumber: string }> {
  const amountPaise = await amountDue(db, registrationId);
  return recordPayment(db, actor, { registrationId, amountPaise, mode, reference });
}
