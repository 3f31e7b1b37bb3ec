/**
 * The actions of a registration's console page (app/routes/admin/registration.tsx): its status, and its money:
 * record a payment, send a pay link, refund a payment or send a pending refund again. Each parses the post with
 * its form's schema and calls the domain's write (which audits it in its transaction); the route has checked
 * the right each needs. Amounts a refund may take and what is due come from the stored records.
 */
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { REGISTRATION_STATUS_LABELS, registrationStatusSchema } from "../../../domain/console/workflow";
import { RuleError } from "../../../domain/errors";
import { formatRupees } from "../../../domain/format";
import { sendPayLink } from "../../../domain/payments/pay-links.server";
import { recordPaymentSchema, refundRetrySchema, refundSchema } from "../../../domain/payments/payment-forms";
import { PAYMENT_TEXT } from "../../../domain/payments/payment-text";
import { recordPayment } from "../../../domain/payments/payments.server";
import { type registrationPayments, startOfIndiaDay } from "../../../domain/payments/payments-list.server";
import {
  REFUND_TERM_DAYS,
  type RefundResult,
  requestRefund,
  retryRefund,
} from "../../../domain/payments/refunds.server";
import { changeRegistrationStatus } from "../../../domain/programs/registrations-admin.server";
import type { Actor } from "../../../domain/staff/actor";
import type { IntentReply } from "./intent-action.server";

const money = (paise: number) => formatRupees(paise / 100);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Notice = { kind: "done" | "error"; text: string };

/** What the registration screen's intents answer: the console's reply, and a money form's own extras. */
export type RegistrationReply = IntentReply & { link?: string; paymentId?: number; idempotencyKey?: string };

/** A registration's money as its page shows it: dates as text, and a refund key per refundable payment. */
export function moneyForPage(view: Awaited<ReturnType<typeof registrationPayments>>, canRefund: boolean) {
  return {
    payablePaise: view.payablePaise,
    receivedPaise: view.receivedPaise,
    refundedPaise: view.refundedPaise,
    duePaise: view.duePaise,
    needsAttention: view.needsAttention,
    canRefund,
    termDays: REFUND_TERM_DAYS,
    payments: view.payments.map((payment) => ({
      id: payment.id,
      amountPaise: payment.amountPaise,
      mode: payment.mode,
      reference: payment.reference,
      state: payment.state,
      detail: payment.detail,
      receiptNumber: payment.receiptNumber,
      receivedAt: payment.receivedAt.toISOString(),
      recordedByName: payment.recordedByName,
      days: payment.days,
      refundablePaise: payment.refundablePaise,
      // Made once per showing of the form and posted back with it, so a retry of this form refunds once.
      refundKey: canRefund && payment.refundablePaise > 0 ? randomUUID() : null,
    })),
    refunds: view.refunds.map((refund) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      lateReason: refund.lateReason,
      state: refund.state,
      voucherNumber: refund.voucherNumber,
      requestedByName: refund.requestedByName,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}

export async function statusAction(db: AppLoadContext["db"], actor: Actor, id: string, formData: FormData) {
  const intent = "status" as const;
  const submission = parseWithZod(formData, { schema: registrationStatusSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, 400);
  try {
    await changeRegistrationStatus(db, actor, id, submission.value.status, submission.value.note);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return data({ intent, result: submission.reply({ formErrors: [error.message] }), notice: null }, 400);
  }
  const notice: Notice = {
    kind: "done",
    text: `Status: ${REGISTRATION_STATUS_LABELS[submission.value.status]}.`,
  };
  return data({ intent, result: submission.reply({ resetForm: true }), notice });
}

/**
 * When money that arrived on `day` (India) is recorded: now for today (or no day), else noon of that day in
 * India, so it falls on that day in every India-time list and total.
 */
function receivedAtFor(day: string | undefined, now = new Date()): Date {
  if (!day) return now;
  const start = startOfIndiaDay(day);
  if (now.getTime() >= start.getTime() && now.getTime() < start.getTime() + DAY_MS) return now;
  return new Date(start.getTime() + 12 * HOUR_MS);
}

export async function recordPaymentAction(
  db: AppLoadContext["db"],
  actor: Actor,
  id: string,
  formData: FormData,
) {
  const intent = "record-payment" as const;
  const submission = parseWithZod(formData, { schema: recordPaymentSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, 400);
  const { amount, mode, reference, receivedOn } = submission.value;
  try {
    const { receiptNumber } = await recordPayment(db, actor, {
      registrationId: id,
      amountPaise: amount,
      mode,
      reference,
      receivedAt: receivedAtFor(receivedOn),
    });
    const notice: Notice = { kind: "done", text: PAYMENT_TEXT.paymentRecorded(money(amount), receiptNumber) };
    return data({ intent, result: submission.reply({ resetForm: true }), notice });
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    const field = error.path[0] === "receivedAt" ? "receivedOn" : error.path[0];
    const result = field
      ? submission.reply({ fieldErrors: { [field]: [error.message] } })
      : submission.reply({ formErrors: [error.message] });
    return data({ intent, result, notice: null }, 400);
  }
}

export async function sendPayLinkAction(context: AppLoadContext, actor: Actor, id: string) {
  const intent = "send-pay-link" as const;
  try {
    const sent = await sendPayLink(context.db, context.payLinks, actor, id);
    const notice: Notice = { kind: "done", text: PAYMENT_TEXT.payLinkSent(money(sent.duePaise)) };
    return data({ intent, result: null, notice, link: `${context.config.siteUrl}${sent.path}` });
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return data({ intent, result: null, notice: { kind: "error", text: error.message } as Notice }, 400);
  }
}

function refundNotice(result: RefundResult): Notice {
  if (result.state === "processed")
    return {
      kind: "done",
      text: PAYMENT_TEXT.refundDone(money(result.amountPaise), result.voucherNumber ?? ""),
    };
  if (result.state === "failed") return { kind: "error", text: PAYMENT_TEXT.refundFailed };
  if (!result.retryLater) return { kind: "done", text: PAYMENT_TEXT.refundSent(money(result.amountPaise)) };
  return { kind: "error", text: PAYMENT_TEXT.refundPending };
}

export async function refundAction(context: AppLoadContext, actor: Actor, formData: FormData) {
  const intent = "refund" as const;
  const submission = parseWithZod(formData, { schema: refundSchema });
  // The key goes back with every answer but success: the form shown again posts the same one.
  const paymentId = Number(formData.get("paymentId"));
  const idempotencyKey = String(formData.get("idempotencyKey") ?? "");
  if (submission.status !== "success")
    return data({ intent, result: submission.reply(), notice: null, paymentId, idempotencyKey }, 400);
  const { amount, reason, lateReason } = submission.value;
  try {
    const result = await requestRefund(context.db, actor, context.gateway, {
      paymentId: submission.value.paymentId,
      amountPaise: amount,
      reason,
      lateReason,
      idempotencyKey: submission.value.idempotencyKey,
    });
    const notice = refundNotice(result);
    if (result.retryLater)
      // Accepted, not done: the same form (and key) is shown again to send once more.
      return data({ intent, result: submission.reply(), notice, paymentId, idempotencyKey }, 202);
    return data({ intent, result: submission.reply({ resetForm: true }), notice });
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    const field = error.path[0];
    const result = field
      ? submission.reply({ fieldErrors: { [field]: [error.message] } })
      : submission.reply({ formErrors: [error.message] });
    return data({ intent, result, notice: null, paymentId, idempotencyKey }, 400);
  }
}

export async function refundRetryAction(context: AppLoadContext, actor: Actor, formData: FormData) {
  const intent = "refund-retry" as const;
  const submission = parseWithZod(formData, { schema: refundRetrySchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), notice: null }, 400);
  try {
    const result = await retryRefund(context.db, actor, context.gateway, submission.value.refundId);
    const notice = refundNotice(result);
    return data({ intent, result: null, notice }, result.retryLater ? 202 : 200);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return data({ intent, result: null, notice: { kind: "error", text: error.message } as Notice }, 400);
  }
}
