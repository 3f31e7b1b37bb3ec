/**
 * The pay page, `/pay/{registrationId}?token=…` (docs/product/payments.md): what the registration owes and,
 * with online payment on, "Pay ₹X" through Checkout; the bank and UPI details (or the office) always, for a
 * visitor without JavaScript and as a second way to pay. A wrong link is the site's plain 404.
 *
 * The action has two steps, both checked against the pay link again: `order` opens (or reuses) a gateway order
 * for what the server says is due; `callback` takes Checkout's answer, believed only as far as its signature
 * over the order id we stored, and the registration is paid only when the gateway itself says so.
 */
import { data, redirect } from "react-router";
import { NotFoundError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { currentPayToken } from "../../domain/payments/pay-link";
import { payLinkPath } from "../../domain/payments/pay-link-path";
import { loadPayPage } from "../../domain/payments/pay-page.server";
import { getRegistrationForDownload } from "../../domain/programs/registration.server";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { OfflinePaymentDetails } from "../features/payments/offline-payment";
import { OnlinePay, type PayAnswer } from "../features/payments/online-pay";
import { PaidReceipts } from "../features/payments/paid-receipts";
import { PaySummary } from "../features/payments/pay-summary";
import type { PageHandle } from "../lib/page-handle";
import { pageMeta, siteUrlOf } from "../lib/seo";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/pay";

export const handle: PageHandle = { searchParams: ["token", "download"] };

/** A pay page names a person and carries its link's secret: kept by no cache. */
const PERSONAL = { "Cache-Control": "private, no-store" };

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    title: `${MESSAGES.payPageTitle} | Nexora Technologies`,
    description: MESSAGES.payPageLead,
    path: location.pathname,
    siteUrl: siteUrlOf(matches),
    noindex: true,
  });
}

export function headers() {
  return PERSONAL;
}

async function payPageOr404(context: Route.LoaderArgs["context"], registrationId: string, token: unknown) {
  try {
    return await loadPayPage(context.db, registrationId, typeof token === "string" ? token : null);
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404, headers: PERSONAL });
    throw error;
  }
}

/** The proof panel's `?download=` link (domain/payments/pay-link-path.ts): on to the pay link, or a 404. */
async function payLinkFromDownload(
  context: Route.LoaderArgs["context"],
  registrationId: string,
  download: string,
) {
  try {
    const registration = await getRegistrationForDownload(context.db, registrationId, download);
    const token = currentPayToken(context.payLinks, registration);
    if (token) return redirect(payLinkPath(registration.id, token), { headers: PERSONAL });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  throw data(null, { status: 404, headers: PERSONAL });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const download = query.get("download");
  if (download && !query.has("token")) return payLinkFromDownload(context, params.registrationId, download);
  const token = query.get("token") ?? "";
  const page = await payPageOr404(context, params.registrationId, token);
  const checkout = context.payments
    ? { keyId: context.payments.keyId, checkoutUrl: context.payments.checkoutUrl }
    : null;
  return data({ page, token, checkout }, { headers: PERSONAL });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const page = await payPageOr404(context, params.registrationId, text(form, "token"));
  const payments = context.payments;
  if (!payments || page.state !== "payable")
    return data<PayAnswer>({ step: "order-failed", reason: "nothing-due" }, { headers: PERSONAL });
  if (text(form, "intent") === "callback") {
    const outcome = await payments.confirm({
      registrationId: page.registrationId,
      orderId: text(form, "razorpay_order_id"),
      paymentId: text(form, "razorpay_payment_id"),
      signature: text(form, "razorpay_signature"),
    });
    return data<PayAnswer>({ step: "callback", outcome }, { headers: PERSONAL });
  }
  const opened = await payments.openOrder(page.registrationId);
  if (!opened.ok) {
    if (opened.reason === "gateway")
      context.logger.error("gateway order failed", {
        requestId: context.requestId,
        error: opened.error.kind,
      });
    return data<PayAnswer>({ step: "order-failed", reason: opened.reason }, { headers: PERSONAL });
  }
  const { orderId, amountPaise, currency } = opened;
  return data<PayAnswer>({ step: "order", order: { orderId, amountPaise, currency } }, { headers: PERSONAL });
}

export default function PayRoute({ loaderData }: Route.ComponentProps) {
  const { page, token, checkout } = loaderData;
  const hydrated = useHydrated();
  const online = checkout && page.state === "payable";
  return (
    <main id="main" className="bg-slate-50">
      <PageHero
        tone="light"
        title={MESSAGES.payPageTitle}
        lead={MESSAGES.payPageLead}
        crumbs={[{ label: "Home", to: "/" }, { label: MESSAGES.payPageTitle }]}
      />
      <Container className="py-10 sm:py-14">
        <div className="mx-auto grid max-w-3xl gap-6">
          <PaySummary page={page} />
          {page.state === "paid" ? (
            <PaidReceipts page={page} token={token} />
          ) : (
            <section
              aria-label={MESSAGES.payPageTitle}
              className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
            >
              {online &&
                (hydrated ? (
                  <OnlinePay page={page} token={token} checkout={checkout} />
                ) : (
                  <p className="text-sm text-slate-700">{MESSAGES.payNeedsJavaScript}</p>
                ))}
              {/* Beside a working "Pay" button, "contact the office" would only confuse: shown without it. */}
              {(page.offline.kind === "bank" || !online || !hydrated) && (
                <OfflinePaymentDetails
                  offline={page.offline}
                  registrationId={page.registrationId}
                  heading={online ? MESSAGES.payOfflineOtherHeading : MESSAGES.payOfflineHeading}
                />
              )}
            </section>
          )}
        </div>
      </Container>
    </main>
  );
}
