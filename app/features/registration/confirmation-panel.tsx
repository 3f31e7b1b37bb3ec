/**
 * The proof of a registration kept on screen (the toast lasts 4 s and a browser may block the download): the
 * id, what it costs, and the same confirmation PDF again through a plain link, until the visitor starts a new
 * registration.
 */
import { useEffect, useRef } from "react";
import { type FeeBreakdown, paiseToRupees } from "../../../domain/programs/pricing";
import type { RegistrationBilling } from "../../../domain/programs/registration.server";
import { formatRupees } from "../../../domain/rupees";
import { buttonStyles } from "../../components/ui/button-styles";
import { BillingSummary } from "./billing-fields";
import { type PaymentWays, PayNow } from "./pay-now";
import { confirmationFileName } from "./registration-state";

export interface Confirmation {
  registrationId: string;
  downloadToken: string;
  /** The pay link's token, when the page's action stored the registration (the API answers none). */
  payToken?: string | null;
  /** The receipt's details the registrant gave (shown only when given). */
  billing?: RegistrationBilling;
  program: string;
  /** The batch whose seat was taken, in one line (absent or null without one). */
  batch?: string | null;
  fees: FeeBreakdown;
  discountPercentage: number;
}

export function confirmationHref({ registrationId, downloadToken }: Confirmation): string {
  return `/api/generate-pdf/${encodeURIComponent(registrationId)}?token=${encodeURIComponent(downloadToken)}`;
}

export function ConfirmationPanel({
  confirmation,
  paymentWays,
}: {
  confirmation: Confirmation;
  /** How to pay (the page's loader); absent: the panel says nothing about paying. */
  paymentWays?: PaymentWays;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the proof, so a screen reader reads it and a keyboard user starts from it.
  useEffect(() => heading.current?.focus(), []);
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const { fees } = confirmation;
  return (
    <section
      aria-labelledby="registration-confirmed"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-8"
    >
      <h2
        id="registration-confirmed"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        You are registered
      </h2>
      <p className="mt-2 text-slate-800">
        Your registration ID is{" "}
        <strong className="font-mono text-slate-900">{confirmation.registrationId}</strong> for{" "}
        {confirmation.program}. Keep it: you will need it for your certificate.
      </p>
      {confirmation.batch && (
        <p className="mt-2 text-slate-800">
          Batch: <strong className="text-slate-900">{confirmation.batch}</strong>
        </p>
      )}
      {confirmation.billing && <BillingSummary billing={confirmation.billing} />}
      <dl className="mt-4 grid max-w-md gap-2 text-sm">
        {fees.discountPaise > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Coupon discount ({confirmation.discountPercentage}%)</dt>
            <dd className="font-medium text-emerald-800">− {rupees(fees.discountPaise)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Program fees after discount</dt>
          <dd className="font-medium text-slate-900">{rupees(fees.totalFeesPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Registration fee</dt>
          <dd className="font-medium text-slate-900">{rupees(fees.registrationFeePaise)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-emerald-200 pt-2 text-base">
          <dt className="font-bold text-slate-900">Payable now</dt>
          <dd className="font-bold text-brand">{rupees(fees.payableNowPaise)}</dd>
        </div>
      </dl>
      {paymentWays && (
        <PayNow
          registrationId={confirmation.registrationId}
          downloadToken={confirmation.downloadToken}
          payToken={confirmation.payToken}
          payablePaise={fees.payableNowPaise}
          ways={paymentWays}
        />
      )}
      <a
        href={confirmationHref(confirmation)}
        download={confirmationFileName(confirmation.registrationId)}
        className={`${buttonStyles.secondary} mt-5`}
      >
        Download confirmation again
      </a>
    </section>
  );
}
