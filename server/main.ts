/** Production server: `npm start` (after `react-router build`). */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { createPageHandler } from "./pages.ts";
import { prepare, printReady, reloadContentOnSignal, shutdownGracefully, shuttingDown } from "./start.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const { deps, release } = await prepare();
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const app = createApp(deps, {
  pages: createPageHandler(build, "production", { siteUrl: deps.config.siteUrl }),
  clientAssets: path.relative(process.cwd(), path.join(buildDir, "client")),
  draining: shuttingDown,
});
const server = serve({ fetch: app.fetch, port: deps.config.port, hostname: deps.config.host }, (info) => {
  deps.logger.info("listening", { url: `http://localhost:${info.port}` });
  printReady(deps, `http://localhost:${info.port}`);
});
shutdownGracefully(server, release, deps.logger);
reloadContentOnSignal(deps);
