/**
 * Our own client for the parts of Razorpay's API we use (docs/decisions/0050-payment-gateway-and-fake.md):
 * orders, an order's payments, a payment, and refunds with `X-Refund-Idempotency`. Base URL and timeout come
 * from config, so tests point it at the fake gateway. Every call answers a value, never throws: the caller
 * decides what "the gateway is down" means for the visitor or the reconciler.
 */
import { z } from "zod";
import type { GatewaySettings } from "./gateway-config.ts";

const orderSchema = z.object({
  id: z.string().min(1),
  entity: z.literal("order"),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable().optional(),
  status: z.enum(["created", "attempted", "paid"]),
  attempts: z.number().int(),
  created_at: z.number().int(),
});
export type GatewayOrder = z.infer<typeof orderSchema>;

export const paymentSchema = z.object({
  id: z.string().min(1),
  entity: z.literal("payment"),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  order_id: z.string().nullable(),
  method: z.string().nullable().optional(),
  captured: z.boolean().optional(),
  amount_refunded: z.number().int().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().int(),
});
export type GatewayPayment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.string().min(1),
  entity: z.literal("refund"),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
  created_at: z.number().int(),
});
export type GatewayRefund = z.infer<typeof refundSchema>;

const collectionOf = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal("collection"), count: z.number().int(), items: z.array(item) });

/** What went wrong, as a value: the visitor's message and the reconciler's retry depend on which. */
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

export interface RazorpayClient {
  createOrder(input: CreateOrderInput): Promise<GatewayResult<GatewayOrder>>;
  fetchOrder(orderId: string): Promise<GatewayResult<GatewayOrder>>;
  fetchOrderPayments(orderId: string): Promise<GatewayResult<GatewayPayment[]>>;
  fetchPayment(paymentId: string): Promise<GatewayResult<GatewayPayment>>;
  createRefund(input: CreateRefundInput): Promise<GatewayResult<GatewayRefund>>;
}

const errorBody = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).optional(),
});

export function createRazorpayClient(
  settings: Pick<GatewaySettings, "keyId" | "keySecret" | "apiUrl" | "timeoutMs">,
  fetchImpl: typeof fetch = fetch,
): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<GatewayResult<T>> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${settings.apiUrl}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // The timeout covers the body too: a gateway that sends headers and stalls is still a timeout.
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === "TimeoutError" || name === "AbortError") return { ok: false, error: { kind: "timeout" } };
      return {
        ok: false,
        error: { kind: "unreachable", message: String((error as Error)?.message ?? error) },
      };
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const parsed = errorBody.safeParse(json);
      const detail = parsed.success ? parsed.data.error : undefined;
      return {
        ok: false,
        error: {
          kind: "rejected",
          status: response.status,
          code: detail?.code ?? `HTTP_${response.status}`,
          description: detail?.description ?? response.statusText,
        },
      };
    }
    const parsed = schema.safeParse(json);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: { kind: "bad-response", status: response.status } };
  }

  const id = (value: string) => encodeURIComponent(value);
  return {
    createOrder: (input) =>
      call("POST", "/orders", orderSchema, {
        amount: input.amountPaise,
        currency: "INR",
        receipt: input.receipt,
        notes: input.notes ?? {},
      }),
    fetchOrder: (orderId) => call("GET", `/orders/${id(orderId)}`, orderSchema),
    fetchOrderPayments: async (orderId) => {
      const result = await call("GET", `/orders/${id(orderId)}/payments`, collectionOf(paymentSchema));
      return result.ok ? { ok: true, value: result.value.items } : result;
    },
    fetchPayment: (paymentId) => call("GET", `/payments/${id(paymentId)}`, paymentSchema),
    createRefund: (input) =>
      call(
        "POST",
        `/payments/${id(input.paymentId)}/refund`,
        refundSchema,
        { amount: input.amountPaise, speed: "normal", notes: input.notes ?? {} },
        { "x-refund-idempotency": input.idempotencyKey },
      ),
  };
}
