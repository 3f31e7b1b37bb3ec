/** The real React Router pages, loaded through Vite (no build step), for tests that render or post to pages. */
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

export async function loadPageBuild(): Promise<{ vite: ViteDevServer; build: ServerBuild }> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { vite, build };
}
