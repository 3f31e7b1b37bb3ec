/**
 * React Router pages as the app's page handler, and what pages answer while the database is unreachable:
 * 503 with Retry-After (a temporary state: browsers, crawlers and shared caches come back later), never a
 * 500 or a cached failure.
 */
import type { Context } from "hono";
import { createRequestHandler, data, type ServerBuild } from "react-router";
import { InvalidAddressError } from "../domain/errors.ts";
import { MESSAGES } from "../domain/messages.ts";
import type { PageHandler } from "./app.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./http/errors.ts";
import { PRIVATE_PAGE_CACHE_CONTROL } from "./http/page-cache.ts";
import { createPageAddress } from "./page-address.ts";

type ServerRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
/** A server loader or action (both take the same arguments). */
type DataFunction = NonNullable<ServerRouteModule["loader"]>;

/**
 * A loader or action failing because the database is unreachable throws a 503 route error response instead
 * of its error, so the error boundary can say so (a thrown Error reaches it, in production, only as
 * "Unexpected Server Error", and the page as a 500); one refusing its address (InvalidAddressError: a filter
 * with control characters, an impossible date) throws a 400 with its message. Other errors pass unchanged.
 */
function guard(fn: DataFunction): DataFunction {
  const guarded = async (...args: Parameters<DataFunction>) => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof InvalidAddressError) throw data({ message: error.message }, { status: 400 });
      if (!isDatabaseUnavailable(error)) throw error;
      const { logger, requestId } = args[0].context;
      logger.error("database unavailable", { requestId, error });
      throw data({ message: MESSAGES.serviceUnavailable }, { status: 503 });
    }
  };
  return Object.assign(guarded, fn);
}

/** The build with every server loader and action guarded (route modules are copied, never changed). */
export function withDatabaseOutages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader && { loader: guard(loader) }),
        ...(action && { action: guard(action) }),
      },
    };
  }
  return { ...build, routes };
}

/** The production server's and the development server's page handler. */
export function createPageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
): PageHandler {
  const handle = createRequestHandler(
    typeof build === "function" ? async () => withDatabaseOutages(await build()) : withDatabaseOutages(build),
    mode,
  );
  const handler: PageHandler = (request, context) => handle(request, context);
  // Development rebuilds its routes on every change and caches nothing: it renders addresses as they come.
  if (typeof build !== "function") handler.address = createPageAddress(build);
  return handler;
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
