/**
 * React Router pages as the app's page handler, and what pages answer while the database is unreachable:
 * 503 with Retry-After (a temporary state: browsers, crawlers and shared caches come back later), never a
 * 500 or a cached failure.
 */
import type { Context } from "hono";
import type { ServerBuild } from "react-router";
import { InvalidAddressError } from "../domain/errors.ts";
import { MESSAGES } from "../domain/messages.ts";
import { type BuildRouter, routerOf } from "./build-router.ts";
import { bodyRuleFor } from "./http/body-limits.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./http/errors.ts";
import { readForm } from "./http/form-body.ts";
import { MultipartError } from "./http/multipart.ts";
import { PRIVATE_PAGE_CACHE_CONTROL } from "./http/page-cache.ts";
import { createPageAddress } from "./page-address.ts";
import type { PageHandler } from "./page-context.ts";

type ServerRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
/** A server loader or action (both take the same arguments). */
type DataFunction = NonNullable<ServerRouteModule["loader"]>;

/**
 * A loader or action failing because the database is unreachable throws a 503 route error response instead
 * of its error, so the error boundary can say so (a thrown Error reaches it, in production, only as
 * "Unexpected Server Error", and the page as a 500); one refusing its address (InvalidAddressError: a filter
 * with control characters, an impossible date) throws a 400 with its message. A form the action could not read
 * within its limits is the visitor's doing: a 4xx route error response, which is not logged
 * (entry.server.tsx). Other errors pass unchanged.
 */
function guard(fn: DataFunction, reads: "action" | "loader", { data }: BuildRouter): DataFunction {
  const guarded = async (...args: Parameters<DataFunction>) => {
    try {
      if (reads === "action") readFormsWithinLimits(args[0].request);
      return await fn(...args);
    } catch (error) {
      if (error instanceof InvalidAddressError) throw data({ message: error.message }, { status: 400 });
      if (error instanceof MultipartError) throw data({ message: error.message }, { status: error.status });
      if (!isDatabaseUnavailable(error)) throw error;
      const { logger, requestId } = args[0].context;
      logger.error("database unavailable", { requestId, error });
      throw data({ message: MESSAGES.serviceUnavailable }, { status: 503 });
    }
  };
  return Object.assign(guarded, fn);
}

/**
 * An action's `request.formData()` reads the form within its route's limits, linearly
 * (server/http/form-body.ts), not with the platform's parser: every action, the ones written later included,
 * without having to remember it. Only this request object changes.
 */
function readFormsWithinLimits(request: Request) {
  const { limits } = bodyRuleFor(new URL(request.url).pathname);
  Object.defineProperty(request, "formData", { value: () => readForm(request, limits), configurable: true });
}

/** The build with every server loader and action guarded (route modules are copied, never changed). */
export function withDatabaseOutages(build: ServerBuild): ServerBuild {
  const router = routerOf(build);
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader && { loader: guard(loader, "loader", router) }),
        ...(action && { action: guard(action, "action", router) }),
      },
    };
  }
  return { ...build, routes };
}

export interface PageHandlerOptions {
  /**
   * SITE_URL. React Router refuses (400, logged as an error) an action whose Origin is not the address the
   * request reached the process by, which behind a TLS proxy is `http://` while the browser's is `https://`:
   * it is told SITE_URL's host too. Whose pages may post is decided before it, by the app's own check of whole
   * origins (server/http/request-guards.ts), so its check never refuses what that one let through.
   */
  siteUrl?: string;
}

/** The production server's and the development server's page handler. */
export function createPageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
  options: PageHandlerOptions = {},
): PageHandler {
  const siteHost = options.siteUrl ? new URL(options.siteUrl).host : undefined;
  const prepared = (routes: ServerBuild): ServerBuild => ({
    ...withDatabaseOutages(routes),
    ...(siteHost && { allowedActionOrigins: [siteHost] }),
  });
  if (typeof build !== "function") {
    const handle = routerOf(build).createRequestHandler(prepared(build), mode);
    const handler: PageHandler = (request, context) => handle(request, context);
    handler.address = createPageAddress(build);
    return handler;
  }
  // Development rebuilds its routes on every change and caches nothing: it renders addresses as they come. Its
  // router comes from the first build loaded (the package's own, which Vite does not bundle in development).
  let handle: ReturnType<BuildRouter["createRequestHandler"]> | undefined;
  return async (request, context) => {
    handle ??= routerOf(await build()).createRequestHandler(async () => prepared(await build()), mode);
    return handle(request, context);
  };
}

/**
 * More pages are being rendered than the server will queue (server/http/render-queue.ts): come back in a
 * moment. Plain and small, so answering it costs nothing.
 */
export function busyPage(c: Context): Response {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  c.header("Cache-Control", "no-store");
  return c.text(MESSAGES.busy, 503);
}

/**
 * A page answered during an outage: status 503, Retry-After (unless the route chose its own) and a private
 * Cache-Control, whatever the render had; the body (the page with its sections' failure states, or the error
 * screen) is kept.
 */
export function serviceUnavailablePage(response: Response): Response {
  const headers = new Headers(response.headers);
  if (!headers.has("retry-after")) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  // A degraded render may have been marked public by the page cache; a route's own 503 keeps its own.
  if (response.status !== 503 || !headers.has("cache-control"))
    headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  return new Response(response.body, { status: 503, headers });
}
