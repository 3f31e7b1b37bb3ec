/**
 * "Pay ₹X now" on the proof panel: with online payment on, the link to the pay page; without it (or without a
 * link), the bank and UPI details from the settings, or the office to contact.
 */

import { MESSAGES } from "../../../domain/messages";
import { payFromDownloadPath, payLinkPath } from "../../../domain/payments/pay-link-path";
import type { OfflinePayment } from "../../../domain/payments/pay-page.server";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { formatRupees } from "../../../domain/rupees";
import { buttonStyles } from "../../components/ui/button-styles";
import { OfflinePaymentDetails } from "../payments/offline-payment";

/** How the registration page says to pay (its loader's, from the settings). */
export interface PaymentWays {
  online: boolean;
  offline: OfflinePayment;
}

export function PayNow({
  registrationId,
  downloadToken,
  payToken,
  payablePaise,
  ways,
}: {
  registrationId: string;
  downloadToken: string;
  payToken?: string | null;
  payablePaise: number;
  ways: PaymentWays;
}) {
  if (payablePaise <= 0) return null;
  if (ways.online) {
    const href = payToken
      ? payLinkPath(registrationId, payToken)
      : payFromDownloadPath(registrationId, downloadToken);
    return (
      <a href={href} className={`${buttonStyles.primary} mt-5 mr-3`}>
        {MESSAGES.payNowLink(formatRupees(paiseToRupees(payablePaise)))}
      </a>
    );
  }
  return (
    <div className="mt-5 rounded-xl border border-emerald-200 bg-white p-4">
      <OfflinePaymentDetails
        offline={ways.offline}
        registrationId={registrationId}
        heading={MESSAGES.payOfflineHeading}
        headingLevel="h3"
      />
    </div>
  );
}
