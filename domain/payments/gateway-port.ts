/**
 * What the payment domain needs of a gateway, as values: server/payments/razorpay-client.ts implements it
 * over HTTP, tests use it against the fake gateway. Failures are values so that each caller decides what
 * "the gateway is down" means (the visitor can pay later, the reconciler tries next round, a refund stays
 * pending and is retried with the same idempotency key).
 */
import type { GatewayOrder, GatewayPayment, GatewayRefund } from "./razorpay-entities.ts";

export type GatewayError =
  | { kind: "timeout" }
  | { kind: "unreachable"; message: string }
  /** The gateway answered with an error (4xx/5xx): its code and description as it gave them. */
  | { kind: "rejected"; status: number; code: string; description: string }
  /** A 2xx whose body is not what the API documents. */
  | { kind: "bad-response"; status: number };

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; error: GatewayError };

/** Transient: worth trying again later with the same request (and the same idempotency key). */
export function isTransient(error: GatewayError): boolean {
  return (
    error.kind === "timeout" ||
    error.kind === "unreachable" ||
    (error.kind === "rejected" && (error.status >= 500 || error.status === 409 || error.status === 429))
  );
}

export interface CreateOrderInput {
  amountPaise: number;
  /** Our registration id: Razorpay's `receipt`, so its dashboard names the registration. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface CreateRefundInput {
  paymentId: string;
  amountPaise: number;
  /** At least 10 characters of letters, digits, `-` and `_`; the same on every retry of this refund. */
  idempotencyKey: string;
  notes?: Record<string, string>;
}

export interface PaymentGateway {
  createOrder(input: CreateOrderInput): Promise<GatewayResult<GatewayOrder>>;
  fetchOrder(orderId: string): Promise<GatewayResult<GatewayOrder>>;
  fetchOrderPayments(orderId: string): Promise<GatewayResult<GatewayPayment[]>>;
  fetchPayment(paymentId: string): Promise<GatewayResult<GatewayPayment>>;
  createRefund(input: CreateRefundInput): Promise<GatewayResult<GatewayRefund>>;
}
