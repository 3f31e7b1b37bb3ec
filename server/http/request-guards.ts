/**
 * Checks every request passes before any route sees it: a safe request id, an address without NUL or control
 * characters, and state-changing requests only from the site's own pages.
 */
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { MESSAGES } from "../../domain/messages.ts";

/** A client's own X-Request-Id is kept only in this shape (letters, digits, dashes; 8–64 long). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9-]{7,63}$/;

/** The id of a request: the client's X-Request-Id when it is safe to put in logs, otherwise a new UUID. */
export function requestIdFor(c: Context): string {
  const sent = c.req.header("x-request-id");
  return sent && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** An encoded C0 control character or DEL (`%00`–`%1F`, `%7F`) in a path. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * An address whose path holds an encoded NUL or another control character (`/blog/%00`) names nothing: 400,
 * before a loader can pass it to the database. (Raw control characters never get this far: the HTTP parser
 * refuses them.)
 */
export const refuseMalformedPaths: MiddlewareHandler = async (c, next) => {
  if (ENCODED_CONTROL.test(new URL(c.req.url).pathname)) return badRequest(c);
  await next();
};

function badRequest(c: Context): Response {
  if (c.req.path.startsWith("/api/")) return c.json({ error: MESSAGES.badAddress }, 400);
  return c.text(MESSAGES.badAddress, 400);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses (403) a state-changing request whose `Origin` names another site, so no other website can make its
 * visitors' browsers submit our forms. Our own origins are SITE_URL's and the one the request was sent to
 * (hosts compared, so a TLS proxy in front does not matter). `Origin: null` (sandboxed frames, opaque
 * redirects) is not ours either. Requests without Origin (servers, command-line clients; browsers always send
 * it on cross-site POSTs) pass.
 */
export function refuseCrossSiteWrites(siteUrl: string): MiddlewareHandler {
  const siteHost = hostOf(siteUrl);
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method)) {
      const host = hostOf(origin);
      const own = host !== null && (host === siteHost || host === hostOf(c.req.url));
      if (!own) {
        if (c.req.path.startsWith("/api/")) return c.json({ error: MESSAGES.crossSiteRefused }, 403);
        return c.text(MESSAGES.crossSiteRefused, 403);
      }
    }
    await next();
  };
}
