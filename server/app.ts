/**
 * The Hono application: headers, logging and limits, then `/api`, media, static assets, and finally the
 * React Router pages. Built from explicit dependencies so tests can run it against any database.
 */
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { every } from "hono/combine";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { CONSOLE_CACHE_CONTROL, CONSOLE_ROBOTS, isConsolePath } from "../domain/console/console-path.ts";
import { MESSAGES } from "../domain/messages.ts";
import { confirmCheckout } from "../domain/payments/checkout.server.ts";
import { openOrder } from "../domain/payments/orders.server.ts";
import { loadReceiptVoucher } from "../domain/payments/vouchers.server.ts";
import { loadSettings } from "../domain/settings/settings.server.ts";
import { createApi } from "./api/index.ts";
import { createStaffContext, readStaffSession } from "./auth/staff-auth.ts";
import { consoleDownloads } from "./console/downloads.ts";
import type { AppEnv, Deps } from "./deps.ts";
import { limitBodies } from "./http/body-limits.ts";
import { clientAddress } from "./http/client-address.ts";
import { createContentReads } from "./http/content-cache.ts";
import {
  isPayPagePath,
  nonceContentSecurityPolicy,
  payPageContentSecurityPolicy,
} from "./http/content-security-policy.ts";
import { createDatabaseProbe } from "./http/database-probe.ts";
import { errorResponse } from "./http/errors.ts";
import { healthRoutes } from "./http/health.ts";
import { readMultipart } from "./http/multipart.ts";
import { createPageCache, type PageCache, type RenderPage } from "./http/page-cache.ts";
import { limitRequests } from "./http/rate-limit.ts";
import { RenderQueue, RenderQueueFullError } from "./http/render-queue.ts";
import {
  refuseCrossSiteWrites,
  refuseMalformedPaths,
  requestIdFor,
  requireSameSiteDownloads,
} from "./http/request-guards.ts";
import { listStaticFiles } from "./http/static-files.ts";
import { UNKNOWN_PAGE_ADDRESS } from "./page-address.ts";
import type { PageContext, PageHandler, PagePayments } from "./page-context.ts";
import { busyPage, serviceUnavailablePage } from "./pages.ts";
import { createInboxDrain, type InboxDrain } from "./payments/inbox-drain.ts";
import { createRazorpayClient } from "./payments/razorpay-client.ts";
import { razorpayWebhookRoutes } from "./payments/webhook-route.ts";
import { renderCertificatePdf } from "./pdf/certificate.ts";
import { renderVoucherPdf, voucherFileName } from "./pdf/voucher.ts";

export type { PageContext, PageHandler, PagePayments } from "./page-context.ts";

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

export interface AppOptions {
  /** Renders React Router pages; absent in API-only tests. */
  pages?: PageHandler;
  /** Folder of the built client assets (production). */
  clientAssets?: string;
  /** In-process cache of anonymous pages (server/http/page-cache.ts): by default on in production only. */
  pageCache?: PageCache | null;
  /** Bound on renders the cache does not answer (server/http/render-queue.ts). */
  renderQueue?: RenderQueue;
  /** True once the process is shutting down: `/readyz` then tells the load balancer to stop sending. */
  draining?: () => boolean;
  /** The process's webhook inbox drain (server/start.ts makes it); by default one of this app's own. */
  inboxDrain?: InboxDrain;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const isDev = deps.config.env === "development";
  const databaseAnswers = createDatabaseProbe(deps.db);

  // Before everything else: a load balancer's checks are neither logged nor limited.
  app.route("/", healthRoutes(databaseAnswers, options.draining ?? (() => false)));

  // The id goes into every log line of the request: a client's own is kept only in a safe shape.
  app.use(requestId({ headerName: "", generator: requestIdFor }));
  // Written onto whatever response goes out (a handler returning its own Response, such as React Router's pages
  // and cached pages, would lose a header set before it ran).
  app.use(async (c, next) => {
    c.set("clientAddress", clientAddress(c, deps.config.trustProxy));
    await next();
    c.res.headers.set("X-Request-Id", c.get("requestId"));
  });
  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    deps.logger.info("request", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - start),
    });
  });
  const headersWith = (contentSecurityPolicy: ReturnType<typeof nonceContentSecurityPolicy>) =>
    secureHeaders({
      contentSecurityPolicy,
      // A header the answer already has is kept: a cached page brings its own policy (its scripts' hashes).
      overwrite: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      // HSTS only means something over HTTPS; it is added below when the site is served so.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
  const siteHeaders = headersWith(nonceContentSecurityPolicy(isDev));
  // The pay page alone admits the gateway's Checkout (its script, frames and requests).
  const payPageHeaders = deps.config.gateway
    ? headersWith(payPageContentSecurityPolicy(isDev, deps.config.gateway))
    : siteHeaders;
  app.use((c, next) => (isPayPagePath(c.req.path) ? payPageHeaders(c, next) : siteHeaders(c, next)));
  app.use(refuseMalformedPaths);
  app.use(refuseCrossSiteWrites(deps.config.siteUrl, isConsolePath));
  // Every body within its route's limit before any route reads it (server/http/body-limits.ts).
  app.use(limitBodies);
  if (deps.config.siteUrl.startsWith("https://")) {
    app.use(async (c, next) => {
      await next();
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    });
  }

  // Before /api and its rate limit on posts: the gateway's webhooks (server/payments/webhook-route.ts).
  app.route("/", razorpayWebhookRoutes(deps, options.inboxDrain ?? createInboxDrain(deps.db, deps.logger)));
  app.route("/api", createApi(deps));
  // Console downloads only from the console's own pages, whichever part serves them.
  const sameSiteDownloads = requireSameSiteDownloads(deps.config.siteUrl, {
    "Cache-Control": CONSOLE_CACHE_CONTROL,
    "X-Robots-Tag": CONSOLE_ROBOTS,
  });
  app.use("*", (c, next) => (isConsoleDownload(c.req.path) ? sameSiteDownloads(c, next) : next()));
  // Console downloads stream (CSV exports) or carry files: served here, not by the page renderer.
  app.route("/admin/download", consoleDownloads(deps));
  app.onError((error, c) => errorResponse(error, c, deps.logger));

  const pageCache =
    options.pages && options.pageCache === undefined
      ? deps.config.env === "production"
        ? createPageCache(deps.content)
        : null
      : (options.pageCache ?? null);
  // A page's address (what it is rendered and cached under): only the query parameters its routes read.
  const address = options.pages?.address;
  const pageAddress = (request: Request): URL | undefined =>
    address && (request.method === "GET" || request.method === "HEAD")
      ? address(new URL(request.url))
      : undefined;
  // The request as it is rendered. A new Request costs more than answering a cached page, so the cache's
  // fast path below looks up by the address alone and only a render builds one.
  const pageRequest = (request: Request): Request => {
    if (!address || (request.method !== "GET" && request.method !== "HEAD")) return request;
    const url = new URL(request.url);
    const canonical = address(url);
    return canonical === url ? request : new Request(canonical, request);
  };

  if (pageCache) {
    // Cached pages are answered before static files are looked up on disk (a cached path is never a file).
    app.use("*", async (c, next) => {
      if (isConsolePath(c.req.path)) return next();
      const canonical = pageAddress(c.req.raw);
      // An unknown path may still name a file: the static files below come first, and the page handler
      // then answers the shared not-found page from the cache.
      if (canonical?.pathname === UNKNOWN_PAGE_ADDRESS) return next();
      const cached = pageCache.lookup(c.req.raw, c.get("secureHeadersNonce") ?? "", canonical);
      if (cached) return cached;
      await next();
    });
  }

  if (options.clientAssets) {
    const root = options.clientAssets;
    // The build writes Brotli and gzip copies of its text files (scripts/build/precompress.ts); they are sent
    // as they are. compress() only covers a text file without copies (a build made some other way).
    app.use(
      "/assets/*",
      compress(),
      async (c, next) => {
        await next();
        if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
      serveStatic({ root, precompressed: true }),
    );
    const files = listStaticFiles(root);
    const servePublicFile = serveStatic({ root, precompressed: true });
    app.use("*", (c, next) => (files.has(c.req.path) ? servePublicFile(c, next) : next()));
  }

  app.notFound((c) => c.json({ error: MESSAGES.notFoundApi }, 404));
  const pages = options.pages;
  // Public forms also post to their own pages (route actions, for visitors without JavaScript): the same
  // budgets as their API twins; the application's upload (multipart) also spends the upload budget.
  const pagePostLimit = limitRequests(deps.rateLimiter, "post");
  const pageUploadLimit = limitRequests(deps.rateLimiter, "upload");
  const uploadPost = every(pagePostLimit, pageUploadLimit);
  app.use("*", (c, next) => {
    if (c.req.method !== "POST" || isConsolePath(c.req.path)) return next();
    const multipart = (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
    return multipart ? uploadPost(c, next) : pagePostLimit(c, next);
  });
  // What the page cache did not make (pages for a signed-in colleague, the console, a render that is not
  // kept) is compressed as it goes; cached pages come with their encoding and are left alone.
  app.use("*", compress());
  if (pages) {
    const queue = options.renderQueue ?? new RenderQueue();
    const reads = createContentReads(deps.db, deps.content);
    const pdfs: PageContext["pdfs"] = {
      certificate: async (certificate) =>
        renderCertificatePdf(certificate, deps.config.siteUrl, (await loadSettings(deps.db)).company),
      receipt: async (paymentId) => {
        const voucher = await loadReceiptVoucher(deps.db, paymentId);
        if (!voucher) return null;
        const { company } = await loadSettings(deps.db);
        return { fileName: voucherFileName(voucher), bytes: await renderVoucherPdf(voucher, company) };
      },
    };
    const payments = pagePayments(deps);
    app.all("*", async (c) => {
      const requestId = c.get("requestId");
      // Only console requests read the staff session: public pages stay anonymous (and cacheable). Console
      // pages are never cached, so they keep their whole query (setup tokens, filters).
      const isConsole = isConsolePath(c.req.path);
      const nonce = c.get("secureHeadersNonce") ?? "";
      // An unknown path that is no file either: its shared not-found page, as the fast path above answers.
      const cached = !isConsole && pageCache?.lookup(c.req.raw, nonce, pageAddress(c.req.raw));
      if (cached) return cached;
      const request = isConsole ? c.req.raw : pageRequest(c.req.raw);
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
        queue.run(async () => {
          const response = await pages(request, {
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
    });
  }
  return app;
}

/**
 * The console's downloads: its CSV exports, resumes and registration PDFs (/admin/download/…), a certificate's
 * PDF and a mail message's attachments (React Router resource routes), in any letter case.
 */
const CONSOLE_DOWNLOAD =
  /^\/admin\/(?:download\/|certificates\/[^/]+\/pdf(?:\.data)?\/?$|mail\/[^/]+\/attachments\/)/i;

function isConsoleDownload(path: string): boolean {
  return CONSOLE_DOWNLOAD.test(path);
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
