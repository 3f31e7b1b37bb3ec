import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { shellChunk } from "./scripts/build/shell-chunk.ts";

const shell = shellChunk("app/root.tsx");

/**
 * React Router's package exports name only its development build, which differs from the production one in a
 * single constant that keeps its warnings in. The browser gets the production build (ADR 9: 2.2 KB less
 * framework script, no warning code on a phone's main thread). The server keeps the package's own
 * resolution: its code outside the build (server/pages.ts) shares the router's classes with the build's
 * loaders, so there must be one copy there, and the warnings cost a render nothing measurable (ADR 9).
 */
const routerProductionBuild = (file: string) =>
  path.resolve(`node_modules/react-router/dist/production/${file}`);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), shell.plugin],
  // Only the browser build: in development one module graph serves both sides and must keep one router.
  resolve:
    command !== "build" || isSsrBuild
      ? {}
      : {
          alias: [
            { find: /^react-router$/, replacement: routerProductionBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: routerProductionBuild("dom-export.mjs") },
          ],
        },
  // The browser build has two shared chunks every page loads. React, React DOM and React Router form
  // "framework": it changes only with an upgrade, so browsers keep it across deployments. The root's
  // static imports form "shell" (scripts/build/shell-chunk.ts). The rest is split per route.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                { name: "shell", test: shell.test, priority: 1 },
              ],
            },
          },
        },
      },
}));
