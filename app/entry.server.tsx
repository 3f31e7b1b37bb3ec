import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createRequestHandler, data, isRouteErrorResponse, matchRoutes, ServerRouter } from "react-router";
import { ORGANIZATION_LD_ID, ServerJsonLd } from "./components/layout/document-json-ld";
import { serializeJsonLd } from "./lib/json-ld";
import { organizationLd } from "./lib/json-ld-builders.server";
import { lowerScriptPriority } from "./lib/script-priority.server";
import "./load-context.ts";

export const streamTimeout = 5000;

/**
 * The router's functions the server's own code uses (server/build-router.ts), from the copy bundled into this
 * build: React Router's production build, the only router in the process (ADR 9).
 */
export const router = { createRequestHandler, data, matchRoutes };

/** The document's own JSON-LD (app/components/layout/document-json-ld.tsx), made once per site address. */
const documentJsonLd = new Map<string, Readonly<Record<string, string>>>();
function documentJsonLdFor(siteUrl: string): Readonly<Record<string, string>> {
  let made = documentJsonLd.get(siteUrl);
  if (!made) {
    made = { [ORGANIZATION_LD_ID]: serializeJsonLd(organizationLd(siteUrl)) };
    documentJsonLd.set(siteUrl, made);
  }
  return made;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const nonce = loadContext?.nonce || undefined;

    const { pipe, abort } = renderToPipeableStream(
      <ServerJsonLd.Provider value={documentJsonLdFor(loadContext.config.siteUrl)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerJsonLd.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(lowerScriptPriority()).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.sectionFailed("render failed", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors of loaders and actions, logged once through the app's logger (which never writes form values, only an
 * error's kind and codes). Answers the visitor caused (405 for a form sent to a page without one, 404) are
 * not errors of ours: the request's own log line shows their status.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.sectionFailed("page error", error);
};
