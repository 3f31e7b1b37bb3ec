import { describe, expect, it } from "vitest";
import { advanceOrder, advancePayment, type GatewayPaymentState } from "./payment-states.ts";

describe("forward-only states", () => {
  it("moves an order forward and never back from paid", () => {
    expect(advanceOrder("created", "attempted")).toBe("attempted");
    expect(advanceOrder("created", "paid")).toBe("paid");
    expect(advanceOrder("paid", "attempted")).toBe("paid");
    expect(advanceOrder("attempted", "created")).toBe("attempted");
  });

  it("ends a payment in the same state whatever order its events arrive in", () => {
    const events: GatewayPaymentState[] = ["authorized", "captured"];
    expect(events.reduce(advancePayment, "authorized")).toBe("captured");
    expect([...events].reverse().reduce(advancePayment, "authorized")).toBe("captured");
    expect(advancePayment("captured", "failed")).toBe("captured");
    expect(advancePayment("captured", "authorized")).toBe("captured");
  });

  it("accepts a late authorisation after a failure, but not a failure after an authorisation", () => {
    expect(advancePayment("failed", "authorized")).toBe("authorized");
    expect(advancePayment("failed", "captured")).toBe("captured");
    expect(advancePayment("authorized", "failed")).toBe("authorized");
  });
});
