/**
 * Our own client for the parts of Razorpay's API we use (docs/decisions/0050-payment-gateway-and-fake.md):
 * orders, an order's payments, a payment, and refunds with `X-Refund-Idempotency`. Base URL and timeout come
 * from config, so tests point it at the fake gateway. Every call answers a value, never throws: the caller
 * decides what "the gateway is down" means for the visitor or the reconciler.
 */
import { z } from "zod";
import {
  type GatewayError,
  type GatewayResult,
  isTransient,
  type PaymentGateway,
} from "../../domain/payments/gateway-port.ts";
import {
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  orderEntity as orderSchema,
  paymentEntity as paymentSchema,
  refundEntity as refundSchema,
} from "../../domain/payments/razorpay-entities.ts";
import type { GatewaySettings } from "./gateway-config.ts";

export type { GatewayOrder, GatewayPayment, GatewayRefund };

const collectionOf = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal("collection"), count: z.number().int(), items: z.array(item) });

export type { GatewayError, GatewayResult };
/** Razorpay's API through our own client: what the payment domain calls the gateway. */
export type RazorpayClient = PaymentGateway;
export { isTransient };

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
      return { ok: false, error: unanswered(error) };
    }
    return readAnswer(response, text, schema);
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

/** A call that got no answer: it timed out, or the gateway could not be reached. */
function unanswered(error: unknown): GatewayError {
  const name = (error as Error)?.name;
  if (name === "TimeoutError" || name === "AbortError") return { kind: "timeout" };
  return { kind: "unreachable", message: String((error as Error)?.message ?? error) };
}

/** The gateway's answer: its refusal (code and description), or the body in the shape `schema` expects. */
function readAnswer<T>(response: Response, text: string, schema: z.ZodType<T>): GatewayResult<T> {
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
