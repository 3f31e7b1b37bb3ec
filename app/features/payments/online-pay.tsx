/**
 * "Pay ₹X": asks the page's action for an order (the amount is the server's), opens Checkout with it,
 * prefilled with the registrant's name, e-mail and phone, and posts Checkout's callback back to the action.
 * Then "Payment received, confirming…" until the server knows: the page's loader is asked again every few
 * seconds, for about a minute, and the page turns to "Paid" when it says so.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { BRAND_COLOR, PAY_PAGE } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { PayPage } from "../../../domain/payments/pay-page.server";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { formatRupees } from "../../../domain/rupees";
import { buttonStyles } from "../../components/ui/button-styles";
import { type CheckoutOptions, openCheckout } from "./checkout-script";
import { useConfirmationPoll } from "./use-confirmation-poll";

export type PayAnswer =
  | { step: "order"; order: { orderId: string; amountPaise: number; currency: string } }
  | { step: "order-failed"; reason: "gateway" | "nothing-due" }
  | { step: "callback"; outcome: "paid" | "confirming" | "refused" };

export interface CheckoutConfig {
  keyId: string;
  checkoutUrl: string;
}

/** The order's Checkout options: the registrant prefilled, its handler posting the callback. */
function checkoutOptions(
  checkout: CheckoutConfig,
  page: PayPage,
  order: { orderId: string; amountPaise: number; currency: string },
  onCallback: (response: Record<string, string>) => void,
  onDismiss: () => void,
): CheckoutOptions {
  return {
    key: checkout.keyId,
    order_id: order.orderId,
    amount: order.amountPaise,
    currency: order.currency,
    name: page.companyName,
    description: page.program.title,
    prefill: { name: page.person.fullName, email: page.person.email, contact: page.person.phone },
    theme: { color: BRAND_COLOR },
    handler: (response) => onCallback({ ...response }),
    modal: { ondismiss: onDismiss },
  };
}

/** Paid at the gateway, not yet known to the server; after about a minute, a line saying it takes longer. */
function ConfirmingNotice({ gaveUp }: { gaveUp: boolean }) {
  return (
    <div role="status" className="rounded-xl border border-brand/30 bg-brand-50 p-4 text-slate-900">
      <p className="font-semibold">{MESSAGES.payConfirming}</p>
      {gaveUp && <p className="mt-2 text-sm text-slate-700">{MESSAGES.payConfirmingSlow}</p>}
    </div>
  );
}

export function OnlinePay({
  page,
  token,
  checkout,
}: {
  page: PayPage;
  token: string;
  checkout: CheckoutConfig;
}) {
  const orderFetcher = useFetcher<PayAnswer>({ key: "pay-order" });
  const callbackFetcher = useFetcher<PayAnswer>({ key: "pay-callback" });
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const openedOrder = useRef<string | null>(null);
  const amount = formatRupees(paiseToRupees(page.duePaise));

  const onCallback = useCallback(
    (response: Record<string, string>) => {
      setConfirming(true);
      callbackFetcher.submit({ intent: "callback", token, ...response }, { method: "post" });
    },
    [callbackFetcher.submit, token],
  );

  useEffect(() => {
    const answer = orderFetcher.data;
    if (!answer || orderFetcher.state !== "idle") return;
    if (answer.step === "order-failed") {
      setMessage(MESSAGES.payGatewayDown);
      return;
    }
    if (answer.step !== "order" || openedOrder.current === answer.order.orderId) return;
    openedOrder.current = answer.order.orderId;
    openCheckout(
      checkout.checkoutUrl,
      // Closed without paying: the same order is offered again on the next press.
      checkoutOptions(checkout, page, answer.order, onCallback, () => (openedOrder.current = null)),
      (reason) => {
        openedOrder.current = null;
        setMessage(MESSAGES.payFailed(reason));
      },
    ).catch(() => {
      openedOrder.current = null;
      setMessage(MESSAGES.payGatewayDown);
    });
  }, [orderFetcher.data, orderFetcher.state, checkout, page, onCallback]);

  useEffect(() => {
    const answer = callbackFetcher.data;
    if (answer?.step === "callback" && answer.outcome === "refused") {
      setConfirming(false);
      setMessage(MESSAGES.payNotConfirmed);
    }
  }, [callbackFetcher.data]);

  const { gaveUp } = useConfirmationPoll(confirming, revalidate, {
    intervalMs: PAY_PAGE.confirmPollMs,
    maxTries: PAY_PAGE.confirmPollTries,
  });

  if (confirming) return <ConfirmingNotice gaveUp={gaveUp} />;
  return (
    <PayButton
      busy={orderFetcher.state !== "idle"}
      amount={amount}
      message={message}
      onPay={() => {
        setMessage(null);
        orderFetcher.submit({ intent: "order", token }, { method: "post" });
      }}
    />
  );
}

/** "Pay ₹X" (or "Opening…" while the order is asked for), and the last failure under it. */
function PayButton({
  busy,
  amount,
  message,
  onPay,
}: {
  busy: boolean;
  amount: string;
  message: string | null;
  onPay: () => void;
}) {
  return (
    <div>
      <button type="button" className={buttonStyles.primary} disabled={busy} onClick={onPay}>
        {busy ? MESSAGES.payOpening : MESSAGES.payButton(amount)}
      </button>
      <p role="alert" className="mt-3 text-sm text-red-700 empty:hidden">
        {message}
      </p>
    </div>
  );
}
