import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createRequestHandler, data, isRouteErrorResponse, matchRoutes, ServerRouter } from "react-router";
import { ORGANIZATION_LD_ID, ServerJsonLd } from "./components/layout/document-json-ld";
import { serializeJsonLd } from "./lib/json-ld";
import { organizationLd } from "./lib/json-ld-builders.server";
import { lowerScriptPriority } from "./lib/script-priority.server";
import { wholeDocument } from "./lib/whole-document.server";
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

/**
 * The whole document, rendered before any of it is sent. The page handler keeps every page whole anyway (the
 * page cache stores it, the render queue counts it until it ends), so streaming the shell first bought
 * nothing but the cost of Node's and the web's streams between React and that buffer. Rendered whole, a
 * deferred section is written in place, not as a fallback and a hidden copy with a script to swap them, so a
 * visitor without JavaScript sees it too (and crawlers get what browsers get).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const nonce = loadContext?.nonce || undefined;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerJsonLd.Provider value={documentJsonLdFor(loadContext.config.siteUrl)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerJsonLd.Provider>,
      {
        nonce,
        // React writes a finished section over 12.8 KB out of place (hidden, with a script that moves it in) so
        // that a streaming browser paints what comes before it sooner; a document sent whole gains nothing.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (failed) return;
          pipe(
            wholeDocument((page) => {
              clearTimeout(deadline);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(lowerScriptPriority(page), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            }),
          );
        },
        onShellError(error: unknown) {
          failed = true;
          clearTimeout(deadline);
          reject(error);
        },
        // A section that failed to render is drawn by the browser instead (React's client fallback); the page
        // is marked degraded so that it is logged and never cached.
        onError(error: unknown) {
          loadContext.sectionFailed("render failed", error);
        },
      },
    );
    // A deferred section still waiting then is given up: React writes its fallback and the page is sent.
    const deadline = setTimeout(abort, streamTimeout + 1000);
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
