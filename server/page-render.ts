/**
 * The React Router pages as the Hono app serves them (server/app.ts): their address, the page cache's fast
 * path, and the handler that renders a page (through the render queue, with the staff session on console
 * pages only).
 */
import type { Context, Hono } from "hono";
import { CONSOLE_CACHE_CONTROL, CONSOLE_ROBOTS, isConsolePath } from "../domain/console/console-path.ts";
import { confirmCheckout } from "../domain/payments/checkout.server.ts";
import { openOrder } from "../domain/payments/orders.server.ts";
import { loadReceiptVoucher } from "../domain/payments/vouchers.server.ts";
import { loadSettings } from "../domain/settings/settings.server.ts";
import { createStaffContext, readStaffSession } from "./auth/staff-auth.ts";
import type { AppEnv, Deps } from "./deps.ts";
import { createContentReads } from "./http/content-cache.ts";
import { readMultipart } from "./http/multipart.ts";
import type { PageCache, RenderPage } from "./http/page-cache.ts";
import { type RenderQueue, RenderQueueFullError } from "./http/render-queue.ts";
import { UNKNOWN_PAGE_ADDRESS } from "./page-address.ts";
import type { PageContext, PageHandler, PagePayments } from "./page-context.ts";
import { busyPage, serviceUnavailablePage } from "./pages.ts";
import { createRazorpayClient } from "./payments/razorpay-client.ts";
import { renderCertificatePdf } from "./pdf/certificate.ts";
import { renderVoucherPdf, voucherFileName } from "./pdf/voucher.ts";

export interface PageAddressing {
  /** The address a GET or HEAD is rendered and cached under (undefined for other methods or without pages). */
  pageAddress(request: Request): URL | undefined;
  /** The request as it is rendered. */
  pageRequest(request: Request): Request;
}

/** A page's address (what it is rendered and cached under): only the query parameters its routes read. */
export function pageAddressing(address: PageHandler["address"] | undefined): PageAddressing {
  return {
    pageAddress: (request) =>
      address && (request.method === "GET" || request.method === "HEAD")
        ? address(new URL(request.url))
        : undefined,
    // A new Request costs more than answering a cached page, so the cache's fast path looks up by the address
    // alone and only a render builds one.
    pageRequest: (request) => {
      if (!address || (request.method !== "GET" && request.method !== "HEAD")) return request;
      const url = new URL(request.url);
      const canonical = address(url);
      return canonical === url ? request : new Request(canonical, request);
    },
  };
}

/** Cached pages are answered before static files are looked up on disk (a cached path is never a file). */
export function answerCachedPages(app: Hono<AppEnv>, pageCache: PageCache, addressing: PageAddressing): void {
  app.use("*", async (c, next) => {
    if (isConsolePath(c.req.path)) return next();
    const canonical = addressing.pageAddress(c.req.raw);
    // An unknown path may still name a file: the static files below come first, and the page handler
    // then answers the shared not-found page from the cache.
    if (canonical?.pathname === UNKNOWN_PAGE_ADDRESS) return next();
    const cached = pageCache.lookup(c.req.raw, c.get("secureHeadersNonce") ?? "", canonical);
    if (cached) return cached;
    await next();
  });
}

function pagePayments(deps: Deps): PagePayments | null {
  const settings = deps.config.gateway;
  if (!settings) return null;
  // The process's one client (server/start.ts); a test's app without one gets its own.
  const gateway = deps.gateway ?? createRazorpayClient(settings);
  return {
    keyId: settings.keyId,
    checkoutUrl: settings.checkoutUrl,
    openOrder: (registrationId) => openOrder(deps.db, gateway, registrationId),
    confirm: (callback) => confirmCheckout(deps.db, gateway, settings.keySecret, callback),
  };
}

function pagePdfs(deps: Deps): PageContext["pdfs"] {
  return {
    certificate: async (certificate) =>
      renderCertificatePdf(certificate, deps.config.siteUrl, (await loadSettings(deps.db)).company),
    receipt: async (paymentId) => {
      const voucher = await loadReceiptVoucher(deps.db, paymentId);
      if (!voucher) return null;
      const { company } = await loadSettings(deps.db);
      return { fileName: voucherFileName(voucher), bytes: await renderVoucherPdf(voucher, company) };
    },
  };
}

export interface PageServing {
  pages: PageHandler;
  pageCache: PageCache | null;
  addressing: PageAddressing;
  queue: RenderQueue;
  /** Whether the database answers now (a failed page is then a broken page, not an outage). */
  databaseAnswers: () => Promise<boolean>;
}

/** The handler of every request no route before it answered: a page, rendered or from the cache. */
export function pageHandler(deps: Deps, serving: PageServing) {
  const { pageCache, addressing, databaseAnswers } = serving;
  const reads = createContentReads(deps.db, deps.content);
  const pdfs = pagePdfs(deps);
  const payments = pagePayments(deps);
  return async (c: Context<AppEnv>): Promise<Response> => {
    const requestId = c.get("requestId");
    // Only console requests read the staff session: public pages stay anonymous (and cacheable). Console
    // pages are never cached, so they keep their whole query (setup tokens, filters).
    const isConsole = isConsolePath(c.req.path);
    const nonce = c.get("secureHeadersNonce") ?? "";
    // An unknown path that is no file either: its shared not-found page, as the fast path above answers.
    const cached = !isConsole && pageCache?.lookup(c.req.raw, nonce, addressing.pageAddress(c.req.raw));
    if (cached) return cached;
    const request = isConsole ? c.req.raw : addressing.pageRequest(c.req.raw);
    // Set by a part of the page that failed (most loaders catch their read errors and show an in-page
    // failure state instead of throwing).
    let degraded = false;
    const { current, setCookies } = isConsole
      ? await readStaffSession(deps, request, c.get("clientAddress"))
      : { current: null, setCookies: [] };
    const staff = createStaffContext(deps, request, c.get("clientAddress"), current);
    // The slot is held until the whole page is rendered, streamed sections included: React keeps rendering
    // them after the shell is sent, and that is work the queue must count.
    const render: RenderPage = (nonce, onDegraded) =>
      serving.queue.run(async () => {
        const response = await serving.pages(request, {
          ...deps,
          reads,
          sectionFailed: (message, error, fields) => {
            degraded = true;
            onDegraded?.();
            deps.logger.error(message, { requestId, ...fields, error });
          },
          nonce,
          requestId,
          clientAddress: c.get("clientAddress"),
          staff,
          pdfs,
          payments,
          readMultipart,
        });
        return new Response(response.body && (await response.arrayBuffer()), response);
      });
    if (isConsole) return consoleResponse(await render(nonce), setCookies);
    let response: Response;
    try {
      // The cache also sets the pages' Cache-Control (public for cacheable pages, private otherwise).
      response = await (pageCache ? pageCache.handle(request, nonce, render) : render(nonce));
    } catch (error) {
      if (!(error instanceof RenderQueueFullError)) throw error;
      return busyPage(c);
    }
    // A page that failed while the database does not answer is an outage, not a broken page: 503.
    const outage =
      response.status === 503 || ((degraded || response.status >= 500) && !(await databaseAnswers()));
    return outage ? serviceUnavailablePage(response) : response;
  };
}

/** A console answer: the session cookie renewed when its idle expiry moved; never cached, never indexed. */
function consoleResponse(response: Response, setCookies: string[]): Response {
  const headers = new Headers(response.headers);
  // A page that set cookies itself (sign-in, sign-out) knows better than the session read before it ran.
  if (!headers.has("set-cookie")) for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  headers.set("Cache-Control", CONSOLE_CACHE_CONTROL);
  headers.set("X-Robots-Tag", CONSOLE_ROBOTS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
