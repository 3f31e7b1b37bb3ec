/**
 * "Pay ₹X" through Checkout, with a stand-in `window.Razorpay` and the route's loader and action mirrored in
 * memory: the callback shows "Payment received, confirming…", the page asks its loader again every 2 s (fake
 * timers), turns to "Paid" only when the server says so, and stops asking after its last try.
 */
import { act, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAY_PAGE } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { PayPage } from "../../../domain/payments/pay-page.server";
import { OnlinePay, type PayAnswer } from "./online-pay";

const PAGE: PayPage = {
  registrationId: "REG-7K3QX9M2TA",
  state: "payable",
  person: { fullName: "Priya Sharma", email: "priya@example.in", phone: "9810000011" },
  program: { title: "Full Stack Web Development", trainingType: "Courses", duration: "6 Months" },
  fees: {
    programPricePaise: 2_499_900,
    discountPaise: 0,
    discountPercentage: 0,
    totalFeesPaise: 2_499_900,
    registrationFeePaise: 50_000,
    payableNowPaise: 2_549_900,
  },
  taxIncluded: null,
  paidPaise: 0,
  duePaise: 2_549_900,
  receipts: [],
  offline: { kind: "office", phone: "+91 98111 45670", email: "hello@nexoratech.in" },
  companyName: "Nexora Technologies",
};

let serverState: PayPage["state"];
let loads: number;
let posted: Record<string, string>[];
let checkoutOptions: Record<string, unknown> | null;

function Page() {
  const { page } = useLoaderData<{ page: PayPage }>();
  if (page.state === "paid") return <p>{MESSAGES.paidHeading}</p>;
  return (
    <OnlinePay page={page} token="tok" checkout={{ keyId: "rzp_test_1", checkoutUrl: "/checkout.js" }} />
  );
}

function HydrateFallback() {
  return null;
}

function renderPage(callbackOutcome: "confirming" | "refused" = "confirming") {
  const Stub = createRoutesStub([
    {
      path: "/pay/:id",
      Component: Page,
      HydrateFallback,
      loader: () => {
        loads++;
        return { page: { ...PAGE, state: serverState } };
      },
      action: async ({ request }): Promise<PayAnswer> => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(form);
        return form.intent === "order"
          ? { step: "order", order: { orderId: "order_1", amountPaise: 2_549_900, currency: "INR" } }
          : { step: "callback", outcome: callbackOutcome };
      },
    },
  ]);
  return render(<Stub initialEntries={["/pay/REG-7K3QX9M2TA?token=tok"]} />);
}

/** Lets the router's promises settle under fake timers. */
async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => {});
}

beforeEach(() => {
  vi.useFakeTimers();
  serverState = "payable";
  loads = 0;
  posted = [];
  checkoutOptions = null;
  window.Razorpay = class {
    constructor(options: Record<string, unknown>) {
      checkoutOptions = options;
    }
    on() {}
    open() {}
  } as unknown as Window["Razorpay"];
});
afterEach(() => {
  vi.useRealTimers();
  delete window.Razorpay;
});

async function payAndCallBack() {
  await settle();
  act(() => screen.getByRole("button", { name: "Pay ₹25,499.00" }).click());
  await settle();
  expect(checkoutOptions).toMatchObject({
    key: "rzp_test_1",
    order_id: "order_1",
    amount: 2_549_900,
    prefill: { name: "Priya Sharma", email: "priya@example.in", contact: "9810000011" },
  });
  const handler = checkoutOptions!.handler as (response: Record<string, string>) => void;
  act(() =>
    handler({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "sig" }),
  );
  await settle();
}

describe("OnlinePay", () => {
  it("confirms, polls the loader every 2 s and shows Paid only when the server knows", async () => {
    renderPage();
    await payAndCallBack();
    expect(posted.map((form) => form.intent)).toEqual(["order", "callback"]);
    expect(posted[1]).toMatchObject({
      token: "tok",
      razorpay_payment_id: "pay_1",
      razorpay_signature: "sig",
    });
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.payConfirming);
    const before = loads;
    await act(async () => vi.advanceTimersByTime(PAY_PAGE.confirmPollMs));
    await settle();
    expect(loads).toBe(before + 1);
    expect(screen.queryByText(MESSAGES.paidHeading)).toBeNull();
    serverState = "paid";
    await act(async () => vi.advanceTimersByTime(PAY_PAGE.confirmPollMs));
    await settle();
    expect(screen.getByText(MESSAGES.paidHeading)).toBeInTheDocument();
  });

  it("stops asking after its last try and says it is still waiting", async () => {
    renderPage();
    await payAndCallBack();
    const before = loads;
    for (let i = 0; i <= PAY_PAGE.confirmPollTries + 5; i++) {
      await act(async () => vi.advanceTimersByTime(PAY_PAGE.confirmPollMs));
      await settle();
    }
    expect(loads - before).toBe(PAY_PAGE.confirmPollTries);
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.payConfirmingSlow);
  });

  it("says a refused callback was not confirmed and offers to pay again", async () => {
    renderPage("refused");
    await payAndCallBack();
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.payNotConfirmed);
    expect(screen.getByRole("button", { name: "Pay ₹25,499.00" })).toBeEnabled();
  });
});
