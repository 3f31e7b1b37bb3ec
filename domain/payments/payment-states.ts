/**
 * Forward-only states of gateway orders and payments. Webhooks arrive twice, out of order and late; applying
 * them through these functions makes every arrival order end in the same place, and nothing leaves `paid` or
 * `captured`. A late authorisation after a failure is accepted (the gateway retried the card and it went through).
 */
export type OrderState = "created" | "attempted" | "paid";
export type GatewayPaymentState = "authorized" | "captured" | "failed";

const ORDER_RANK: Record<OrderState, number> = { created: 0, attempted: 1, paid: 2 };

/** The order's state after an event says `incoming`: the later of the two. */
export function advanceOrder(current: OrderState, incoming: OrderState): OrderState {
  return ORDER_RANK[incoming] > ORDER_RANK[current] ? incoming : current;
}

const PAYMENT_MOVES: Record<GatewayPaymentState, readonly GatewayPaymentState[]> = {
  authorized: ["captured"],
  failed: ["authorized", "captured"],
  captured: [],
};

/** The payment's state after an event says `incoming`, or `current` when that would be a step back. */
export function advancePayment(
  current: GatewayPaymentState,
  incoming: GatewayPaymentState,
): GatewayPaymentState {
  return PAYMENT_MOVES[current].includes(incoming) ? incoming : current;
}
