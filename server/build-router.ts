/**
 * React Router's functions as the server build carries them (ADR 9, issue 33). The build bundles the router's
 * production copy (vite.config.ts); importing `react-router` here instead would load the package's development
 * copy beside it, a second router in the process. `app/entry.server.tsx` exports them as `router`.
 */
import type { createRequestHandler, data, matchRoutes, ServerBuild } from "react-router";

export interface BuildRouter {
  createRequestHandler: typeof createRequestHandler;
  data: typeof data;
  matchRoutes: typeof matchRoutes;
}

export function routerOf(build: ServerBuild): BuildRouter {
  const router = (build.entry?.module as { router?: BuildRouter } | undefined)?.router;
  if (!router) throw new Error("the server build's entry module exports no `router` (app/entry.server.tsx)");
  return router;
}
