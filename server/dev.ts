/**
 * Development server: one process, Vite in middleware mode for hot reload, Hono for everything else,
 * so pages and API share one database handle.
 */
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app.ts";
import { createPageHandler } from "./pages.ts";
import { prepare, printReady, shutdownGracefully } from "./start.ts";

const { deps, inbox, release } = await prepare();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
// The build is loaded again for every request, so edits show without a restart.
const app = createApp(deps, {
  pages: createPageHandler(
    async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild,
    "development",
    { siteUrl: deps.config.siteUrl },
  ),
  inboxDrain: inbox,
});
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(deps.config.port, deps.config.host, () => {
  deps.logger.info("dev server listening", { url: `http://localhost:${deps.config.port}` });
  printReady(deps, `http://localhost:${deps.config.port}`);
});
shutdownGracefully(
  server,
  async () => {
    await vite.close();
    await release();
  },
  deps.logger,
);
