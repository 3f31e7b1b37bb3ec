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
import { createApi } from "./api/index.ts";
import { consoleDownloads } from "./console/downloads.ts";
import type { AppEnv, Deps } from "./deps.ts";
import { limitBodies } from "./http/body-limits.ts";
import { clientAddress } from "./http/client-address.ts";
import {
  isPayPagePath,
  nonceContentSecurityPolicy,
  payPageContentSecurityPolicy,
} from "./http/content-security-policy.ts";
import { createDatabaseProbe } from "./http/database-probe.ts";
import { errorResponse } from "./http/errors.ts";
import { healthRoutes } from "./http/health.ts";
import { createPageCache, type PageCache } from "./http/page-cache.ts";
import { limitRequests } from "./http/rate-limit.ts";
import { RenderQueue } from "./http/render-queue.ts";
import {
  refuseCrossSiteWrites,
  refuseMalformedPaths,
  requestIdFor,
  requireSameSiteDownloads,
} from "./http/request-guards.ts";
import { listStaticFiles } from "./http/static-files.ts";
import type { PageHandler } from "./page-context.ts";
import { answerCachedPages, pageAddressing, pageHandler } from "./page-render.ts";
import { createInboxDrain, type InboxDrain } from "./payments/inbox-drain.ts";
import { razorpayWebhookRoutes } from "./payments/webhook-route.ts";

export type { PageContext, PageHandler, PagePayments } from "./page-context.ts";

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
  const databaseAnswers = createDatabaseProbe(deps.db);

  // Before everything else: a load balancer's checks are neither logged nor limited.
  app.route("/", healthRoutes(databaseAnswers, options.draining ?? (() => false)));
  identifyAndLogRequests(app, deps);
  guardRequests(app, deps);
  mountRoutes(app, deps, options);

  const pageCache =
    options.pages && options.pageCache === undefined
      ? deps.config.env === "production"
        ? createPageCache(deps.content)
        : null
      : (options.pageCache ?? null);
  const addressing = pageAddressing(options.pages?.address);
  if (pageCache) answerCachedPages(app, pageCache, addressing);
  if (options.clientAssets) serveClientAssets(app, options.clientAssets);

  app.notFound((c) => c.json({ error: MESSAGES.notFoundApi }, 404));
  limitPagePosts(app, deps);
  // What the page cache did not make (pages for a signed-in colleague, the console, a render that is not
  // kept) is compressed as it goes; cached pages come with their encoding and are left alone.
  app.use("*", compress());
  if (options.pages) {
    const queue = options.renderQueue ?? new RenderQueue();
    app.all("*", pageHandler(deps, { pages: options.pages, pageCache, addressing, queue, databaseAnswers }));
  }
  return app;
}

/** A request id and the client's address on every request, and one log line for each. */
function identifyAndLogRequests(app: Hono<AppEnv>, deps: Deps): void {
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
}

/** Security headers, and the refusals every request passes before a route reads it. */
function guardRequests(app: Hono<AppEnv>, deps: Deps): void {
  const isDev = deps.config.env === "development";
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
}

/** The gateway's webhooks, `/api` and the console's downloads, with the error answer of them all. */
function mountRoutes(app: Hono<AppEnv>, deps: Deps, options: AppOptions): void {
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
}

function serveClientAssets(app: Hono<AppEnv>, root: string): void {
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

/**
 * Public forms also post to their own pages (route actions, for visitors without JavaScript): the same
 * budgets as their API twins; the application's upload (multipart) also spends the upload budget.
 */
function limitPagePosts(app: Hono<AppEnv>, deps: Deps): void {
  const pagePostLimit = limitRequests(deps.rateLimiter, "post");
  const pageUploadLimit = limitRequests(deps.rateLimiter, "upload");
  const uploadPost = every(pagePostLimit, pageUploadLimit);
  app.use("*", (c, next) => {
    if (c.req.method !== "POST" || isConsolePath(c.req.path)) return next();
    const multipart = (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
    return multipart ? uploadPost(c, next) : pagePostLimit(c, next);
  });
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
