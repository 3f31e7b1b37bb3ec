/**
 * The production server: prepared (server/start.ts), the build in BUILD_DIR loaded, listening, stopped
 * gracefully on SIGTERM. `server/main.ts` runs it as it is; a test's server may pass PrepareOptions
 * (tests/e2e/held-inbox-server.ts holds the webhook inbox).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { lingerOnClose } from "./http/linger.ts";
import { createPageHandler } from "./pages.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import {
  type PrepareOptions,
  prepare,
  printReady,
  reloadContentOnSignal,
  shutdownGracefully,
  shuttingDown,
} from "./start.ts";

export async function serveProduction(options: PrepareOptions = {}): Promise<void> {
  const root = PROJECT_ROOT;
  const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
  const { deps, inbox, release } = await prepare(options);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = createApp(deps, {
    pages: createPageHandler(build, "production", { siteUrl: deps.config.siteUrl }),
    clientAssets: path.relative(process.cwd(), path.join(buildDir, "client")),
    draining: shuttingDown,
    inboxDrain: inbox,
  });
  const server = serve({ fetch: app.fetch, port: deps.config.port, hostname: deps.config.host }, (info) => {
    deps.logger.info("listening", { url: `http://localhost:${info.port}` });
    printReady(deps, `http://localhost:${info.port}`);
  });
  // A client still sending a refused body reads our 413 before its connection closes (server/http/linger.ts).
  lingerOnClose(server);
  shutdownGracefully(server, release, deps.logger);
  reloadContentOnSignal(deps);
}
