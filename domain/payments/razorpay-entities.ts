/**
 * The shapes of Razorpay's order, payment and refund entities and of its webhook events, as far as we read
 * them: the API client (server/payments/razorpay-client.ts) checks responses with them and the inbox reads
 * stored webhooks with them. Fields we do not use are allowed and ignored.
 */
import { z } from "zod";

export const orderEntity = z.object({
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
export type GatewayOrder = z.infer<typeof orderEntity>;

export const paymentEntity = z.object({
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
export type GatewayPayment = z.infer<typeof paymentEntity>;

export const refundEntity = z.object({
  id: z.string().min(1),
  entity: z.literal("refund"),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
  /** Ours: `refund_key` carries the idempotency key, so a webhook that overtakes the API's answer is matched. */
  notes: z.union([z.record(z.string(), z.string()), z.array(z.never())]).optional(),
  created_at: z.number().int(),
});
export type GatewayRefund = z.infer<typeof refundEntity>;

/** A webhook body: `{ event, payload: { payment?: { entity }, order?: { entity }, refund?: { entity } } }`. */
export const webhookEvent = z.object({
  entity: z.literal("event"),
  event: z.string().min(1),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: orderEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
  created_at: z.number().int(),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
