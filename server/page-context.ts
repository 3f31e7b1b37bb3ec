/**
 * What every page's loader and action gets from the server (React Router's load context, declared for the
 * pages in app/load-context.ts, the one import of server/ that app/ has), and the page handler's shape.
 */
import type { ContentReads } from "../domain/content-reads.server.ts";
import type { CheckoutCallback, CheckoutOutcome } from "../domain/payments/checkout.server.ts";
import type { OpenOrderResult } from "../domain/payments/orders.server.ts";
import type { StaffContext } from "./auth/staff-auth.ts";
import type { Deps } from "./deps.ts";
import type { readMultipart } from "./http/multipart.ts";
import type { PageAddress } from "./page-address.ts";
import type { CertificatePdfInput } from "./pdf/certificate.ts";

export type PageContext = Deps & {
  /** Content as public pages read it, kept per content version (server/http/content-cache.ts). */
  reads: ContentReads;
  nonce: string;
  requestId: string;
  /** The client's address, for per-address limits in loaders (server/http/client-address.ts). */
  clientAddress: string;
  /**
   * Logs that a part of the page failed and marks the render degraded: the page is answered with that part's
   * failure state but never cached, and while the database does not answer it becomes a 503. Called by
   * every loader that catches a failed read, and by entry.server for errors it reports.
   */
  sectionFailed: (message: string, error: unknown, fields?: Record<string, unknown>) => void;
  /** Staff sign-in: the signed-in staff member on console pages (null on public ones), sign-in, sign-out. */
  staff: StaffContext;
  /** PDFs pages offer for download (pages may not import server/ themselves). */
  pdfs: {
    certificate: (certificate: CertificatePdfInput) => Promise<Buffer>;
    /** A payment's receipt voucher, or null when it has none. */
    receipt: (paymentId: number) => Promise<{ fileName: string; bytes: Buffer } | null>;
  };
  /** Online payment for the pay page; null when it is off (no RAZORPAY_* variables). */
  payments: PagePayments | null;
  /** Reads a multipart body within limits (console uploads; server/http/multipart.ts), for actions. */
  readMultipart: typeof readMultipart;
};

/** The gateway as the pay page uses it: Checkout's key and script, an order, the callback. */
export interface PagePayments {
  keyId: string;
  checkoutUrl: string;
  openOrder: (registrationId: string) => Promise<OpenOrderResult>;
  confirm: (callback: CheckoutCallback) => Promise<CheckoutOutcome>;
}

export type PageHandler = ((request: Request, context: PageContext) => Promise<Response>) & {
  /** The address a page is rendered and cached under (server/page-address.ts); absent in development. */
  address?: PageAddress;
};
