/**
 * A registration's money on its console page (docs/product/console.md, Registrations): paid and due, every
 * payment and refund, payments needing attention, and the forms: record a payment and send a pay link
 * (counsellors and administrators), refund (administrators). Amounts shown are the server's stored ones.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatDayTime, formatRupees } from "../../../domain/format";
import { recordPaymentSchema, refundSchema } from "../../../domain/payments/payment-forms";
import {
  PAYMENT_MODE_LABELS,
  PAYMENT_STATE_LABELS,
  PAYMENT_TEXT,
  REFUND_STATE_LABELS,
  STAFF_PAYMENT_MODES,
} from "../../../domain/payments/payment-text";
import { FormErrors, InputField, SelectField, TextareaField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { ConsoleTable, cellClass } from "./console-table";
import { Facts, Panel, StatusBadge, smallButton, smallSecondaryButton } from "./work-ui";

const money = (paise: number) => formatRupees(paise / 100);
const rupeesText = (paise: number) => (paise / 100).toFixed(2);

export interface PageMoney {
  payablePaise: number;
  receivedPaise: number;
  refundedPaise: number;
  duePaise: number;
  needsAttention: boolean;
  canRefund: boolean;
  termDays: number;
  payments: {
    id: number;
    amountPaise: number;
    mode: string;
    reference: string;
    state: string;
    detail: string | null;
    receiptNumber: string | null;
    receivedAt: string;
    recordedByName: string;
    days: number;
    refundablePaise: number;
    refundKey: string | null;
  }[];
  refunds: {
    id: number;
    paymentId: number;
    amountPaise: number;
    reason: string;
    lateReason: string | null;
    state: string;
    voucherNumber: string | null;
    requestedByName: string;
    createdAt: string;
  }[];
}

/** What the page's last money action answered (the route's action data, when it was one of these). */
export interface MoneyAnswer {
  intent: string;
  result?: SubmissionResult<string[]> | null;
  link?: string;
  paymentId?: number;
  idempotencyKey?: string;
}

const paidWhen = (days: number) =>
  days === 0 ? "Paid today" : `Paid ${days} ${days === 1 ? "day" : "days"} ago`;

const modeLabel = (mode: string) => PAYMENT_MODE_LABELS[mode as keyof typeof PAYMENT_MODE_LABELS] ?? mode;

type PagePayment = PageMoney["payments"][number];
type PageRefund = PageMoney["refunds"][number];

export function RegistrationMoney({
  money: m,
  status,
  answer,
}: {
  money: PageMoney;
  status: string;
  answer?: MoneyAnswer | null;
}) {
  const payable = ["pending-payment", "paid", "enrolled", "completed"].includes(status);
  return (
    <Panel title="Payments" id="payments-heading">
      <Facts
        items={[
          ["Payable now", money(m.payablePaise)],
          ["Received", money(m.receivedPaise)],
          ["Refunded", money(m.refundedPaise)],
          ["Due", <strong key="due">{money(m.duePaise)}</strong>],
        ]}
      />
      {m.needsAttention && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <strong>Needs attention. </strong>
          {PAYMENT_TEXT.needsAttention}
        </p>
      )}
      {m.payments.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{PAYMENT_TEXT.noPayments}</p>
      ) : (
        <PaymentsTable payments={m.payments} />
      )}
      {m.refunds.length > 0 && <RefundsTable refunds={m.refunds} canRefund={m.canRefund} />}
      {payable && m.duePaise > 0 && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <RecordPaymentForm duePaise={m.duePaise} answer={answer} />
          {status === "pending-payment" && <SendPayLinkForm duePaise={m.duePaise} />}
        </div>
      )}
      {m.canRefund &&
        m.payments
          .filter((payment) => payment.refundKey)
          .map((payment) => (
            <RefundForm key={payment.id} payment={payment} termDays={m.termDays} answer={answer} />
          ))}
    </Panel>
  );
}

/** A table of the registration's payments or refunds, newest first: when, amount, what, state, document, who. */
function MoneyTable({
  name,
  headings: [when, what, document, who],
  children,
}: {
  name: "Payments" | "Refunds";
  /** The headings of the columns but Amount and State. */
  headings: [string, string, string, string];
  children: ReactNode;
}) {
  return (
    <ConsoleTable
      label={`${name} of this registration`}
      caption={`${name}, newest first`}
      className="mt-4"
      columns={[when, { label: "Amount", className: "text-right" }, what, "State", document, who]}
    >
      {children}
    </ConsoleTable>
  );
}

function PaymentsTable({ payments }: { payments: readonly PagePayment[] }) {
  return (
    <MoneyTable name="Payments" headings={["Received", "Mode and reference", "Receipt", "Recorded by"]}>
      {payments.map((payment) => (
        <tr key={payment.id} className="border-b border-slate-200">
          <td className={`${cellClass} whitespace-nowrap`}>
            {formatDayTime(payment.receivedAt)}
            <span className="block text-xs text-slate-700">
              {payment.days === 0 ? "Today" : `${payment.days} ${payment.days === 1 ? "day" : "days"} ago`}
            </span>
          </td>
          <td className={`${cellClass} whitespace-nowrap text-right`}>{money(payment.amountPaise)}</td>
          <td className={cellClass}>
            {modeLabel(payment.mode)}
            <span className="block break-all text-xs text-slate-700">{payment.reference}</span>
          </td>
          <td className={cellClass}>
            <StatusBadge
              status={payment.state}
              label={PAYMENT_STATE_LABELS[payment.state] ?? payment.state}
            />
            {payment.detail && <span className="mt-1 block text-xs text-slate-700">{payment.detail}</span>}
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>{payment.receiptNumber ?? "—"}</td>
          <td className={cellClass}>{payment.recordedByName}</td>
        </tr>
      ))}
    </MoneyTable>
  );
}

function RefundsTable({ refunds, canRefund }: { refunds: readonly PageRefund[]; canRefund: boolean }) {
  return (
    <MoneyTable name="Refunds" headings={["Asked for", "Reason", "Voucher", "By"]}>
      {refunds.map((refund) => (
        <tr key={refund.id} className="border-b border-slate-200">
          <td className={`${cellClass} whitespace-nowrap`}>{formatDayTime(refund.createdAt)}</td>
          <td className={`${cellClass} whitespace-nowrap text-right`}>{money(refund.amountPaise)}</td>
          <td className={cellClass}>
            {refund.reason}
            {refund.lateReason && (
              <span className="block text-xs text-slate-700">Past the terms: {refund.lateReason}</span>
            )}
          </td>
          <td className={cellClass}>
            <StatusBadge
              status={`refund-${refund.state}`}
              label={REFUND_STATE_LABELS[refund.state] ?? refund.state}
            />
            {refund.state === "pending" && canRefund && (
              <Form method="post" className="mt-2">
                <input type="hidden" name="refundId" value={refund.id} />
                <button type="submit" name="intent" value="refund-retry" className={smallSecondaryButton}>
                  Send again
                </button>
              </Form>
            )}
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>{refund.voucherNumber ?? "—"}</td>
          <td className={cellClass}>{refund.requestedByName}</td>
        </tr>
      ))}
    </MoneyTable>
  );
}

function SendPayLinkForm({ duePaise }: { duePaise: number }) {
  return (
    <Form method="post" className="space-y-2">
      <h3 className="font-semibold text-slate-900">Send payment link</h3>
      <p className="text-sm text-slate-700">
        Mails the registrant a new link to pay the {money(duePaise)} due online; the link sent before stops
        working.
      </p>
      <button type="submit" name="intent" value="send-pay-link" className={smallSecondaryButton}>
        Send payment link
      </button>
    </Form>
  );
}

const MODE_OPTIONS = STAFF_PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

function RecordPaymentForm({ duePaise, answer }: { duePaise: number; answer?: MoneyAnswer | null }) {
  const [form, fields] = useSchemaForm(
    recordPaymentSchema,
    answer?.intent === "record-payment" ? answer.result : undefined,
    // A form of its own for each amount due, so it starts again from what is due after a payment.
    { id: `record-payment-${duePaise}`, defaultValue: { amount: rupeesText(duePaise) } },
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-3 sm:grid-cols-2"
      aria-labelledby="record-heading"
    >
      <h3 id="record-heading" className="font-semibold text-slate-900 sm:col-span-2">
        Record a payment
      </h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField meta={fields.amount} label="Amount (₹)" inputMode="decimal" marked />
      <SelectField meta={fields.mode} label="Mode" options={MODE_OPTIONS} placeholder="Choose" marked />
      <InputField
        meta={fields.reference}
        label="Reference"
        hint="UTR, UPI reference, cheque number or receipt book entry."
        marked
        className="sm:col-span-2"
      />
      <InputField meta={fields.receivedOn} label="Received on" type="date" hint="Empty: today." />
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="record-payment" className={smallButton}>
          Record payment
        </button>
      </div>
    </Form>
  );
}

function RefundForm({
  payment,
  termDays,
  answer,
}: {
  payment: PagePayment;
  termDays: number;
  answer?: MoneyAnswer | null;
}) {
  const mine = answer?.intent === "refund" && answer.paymentId === payment.id;
  // The key of the form as it was posted, while that post has not succeeded: a retry must send the same one.
  const key = (mine && answer?.idempotencyKey) || payment.refundKey || "";
  const [form, fields] = useSchemaForm(refundSchema, mine ? answer?.result : undefined, {
    id: `refund-${payment.id}-${payment.refundablePaise}`,
    defaultValue: { amount: rupeesText(payment.refundablePaise) },
  });
  const late = payment.days > termDays;
  const headingId = `refund-${payment.id}-heading`;
  return (
    <details className="mt-4 rounded-lg border border-slate-200 p-3" open={mine}>
      <summary className="cursor-pointer text-sm font-semibold text-brand">
        Refund the {money(payment.amountPaise)} of {formatDayTime(payment.receivedAt)}
        {payment.receiptNumber ? ` (${payment.receiptNumber})` : ""}
      </summary>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-3 grid gap-3 sm:grid-cols-2"
        aria-labelledby={headingId}
      >
        <p
          id={headingId}
          className={`text-sm sm:col-span-2 ${late ? "font-medium text-red-800" : "text-slate-700"}`}
        >
          {paidWhen(payment.days)}; the terms allow refunds within {termDays} days.
          {late ? " Past them: say why this refund is made anyway." : ""} Up to{" "}
          {money(payment.refundablePaise)} can be refunded.
        </p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="paymentId" value={payment.id} />
        <input type="hidden" name="idempotencyKey" value={key} />
        <InputField meta={fields.amount} label="Amount to refund (₹)" inputMode="decimal" marked />
        <TextareaField meta={fields.reason} label="Reason" rows={2} marked className="sm:col-span-2" />
        {late && (
          <TextareaField
            meta={fields.lateReason}
            label={`Why refund after ${termDays} days`}
            rows={2}
            marked
            className="sm:col-span-2"
          />
        )}
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="refund" className={smallButton}>
            Refund
          </button>
        </div>
      </Form>
    </details>
  );
}
