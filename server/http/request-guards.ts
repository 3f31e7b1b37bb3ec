/**
 * Checks every request passes before any route sees it: a safe request id, an address without NUL or control
 * characters, state-changing requests only from the site's own pages, console downloads only from the console.
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

/** Where a browser says a request comes from: the site's own pages, another site's, or it does not say. */
export type RequestSource = "own" | "foreign" | "unknown";

/**
 * The origins whose pages may act on this site (docs/decisions/0033-request-bodies-and-origins.md):
 *
 * - SITE_URL's origin, scheme included: behind a TLS proxy the browser's `https://` Origin is compared with
 *   the public address, not with the `http://` one the request reached the process by.
 * - The origin the request was sent to, when its host is not the site's own: an instance reached directly
 *   (`http://10.0.0.5:3000`, a cluster's app2), or `localhost` beside `127.0.0.1` in development. A browser
 *   cannot make a request to one host carry another host's Origin, so this is the page's own origin. For the
 *   site's own host the scheme must be SITE_URL's: an `http://` page of an `https://` site is not ours.
 */
export function ownOrigins(siteUrl: string) {
  const site = new URL(siteUrl);
  return (value: string, requestUrl: string): boolean => {
    let origin: URL;
    try {
      origin = new URL(value);
    } catch {
      return false; // `null` (sandboxed frames, opaque redirects) and anything else that is not an origin
    }
    if (origin.origin === site.origin) return true;
    return origin.host !== site.host && origin.origin === new URL(requestUrl).origin;
  };
}

/** `Sec-Fetch-Site`, sent by every browser since 2023 on every request: `none` is the user's own doing. */
function fetchSiteSource(value: string | undefined): RequestSource {
  if (value === undefined) return "unknown";
  return value === "same-origin" || value === "none" ? "own" : "foreign";
}

/**
 * Where a state-changing request comes from: its `Origin` (every browser sends it on a POST), else
 * `Sec-Fetch-Site`. A request with neither is from a program, not a browser.
 */
export function writeSource(c: Context, isOwn: ReturnType<typeof ownOrigins>): RequestSource {
  const origin = c.req.header("origin");
  if (origin !== undefined) return isOwn(origin, c.req.url) ? "own" : "foreign";
  return fetchSiteSource(c.req.header("sec-fetch-site"));
}

/**
 * Where a download comes from: `Sec-Fetch-Site` (browsers send no Origin on a link), else the `Referer` a
 * browser without it sends (our pages' Referrer-Policy keeps it on same-origin links).
 */
export function downloadSource(c: Context, isOwn: ReturnType<typeof ownOrigins>): RequestSource {
  const fetchSite = fetchSiteSource(c.req.header("sec-fetch-site"));
  if (fetchSite !== "unknown") return fetchSite;
  const referer = c.req.header("referer");
  if (referer === undefined) return "unknown";
  return isOwn(referer, c.req.url) ? "own" : "foreign";
}

/**
 * Refuses (403) a state-changing request another site's page sent, so no other website can make its visitors'
 * browsers submit our forms: an `Origin` that is not one of ours (ownOrigins), or without one a
 * `Sec-Fetch-Site` other than same-origin. A console post must say where it comes from (browsers always do);
 * a public POST with neither header is a program's (the API's clients), which no other site can send with a
 * visitor's cookies, and passes. Refusals are a 4xx and the request's own log line, nothing more.
 */
export function refuseCrossSiteWrites(
  siteUrl: string,
  isConsole: (path: string) => boolean,
): MiddlewareHandler {
  const isOwn = ownOrigins(siteUrl);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const source = writeSource(c, isOwn);
      if (source === "foreign" || (source === "unknown" && isConsole(c.req.path))) {
        if (c.req.path.startsWith("/api/")) return c.json({ error: MESSAGES.crossSiteRefused }, 403);
        return c.text(MESSAGES.crossSiteRefused, 403);
      }
    }
    await next();
  };
}

/**
 * Console downloads (CSV exports, resumes, PDFs) open only from the console's own pages or the address bar:
 * a link on another site would start one with the staff member's cookies (SameSite=Lax lets top-level GETs
 * carry them), writing an audit row and a file of personal data to their disk. 403 with a plain text otherwise,
 * also when the request says nothing of where it comes from (a program must send `Sec-Fetch-Site: same-origin`).
 */
export function requireSameSiteDownloads(
  siteUrl: string,
  headers: Record<string, string>,
): MiddlewareHandler {
  const isOwn = ownOrigins(siteUrl);
  return async (c, next) => {
    if (downloadSource(c, isOwn) !== "own") return c.text(MESSAGES.downloadCrossSite, 403, headers);
    await next();
  };
}
