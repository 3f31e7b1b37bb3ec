import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { shellChunk } from "./scripts/build/shell-chunk.ts";

const shell = shellChunk("app/root.tsx");

/**
 * React Router's package exports name only its development build, which differs from the production one in a
 * single constant that keeps its warnings in (remix-run/react-router#12532). Both builds get the production one
 * (ADR 9, issue 33): the browser (2.2 KB less framework script, no warning code on a phone's main thread) and
 * the server, where the router (and @react-router/node, which imports it) is bundled into the server build so
 * there is one copy of it in the process. The server's code outside the build (server/pages.ts,
 * server/page-address.ts) takes the router's functions from the build's entry module (`app/entry.server.tsx`)
 * instead of importing the package; `tests/e2e/smoke.spec.ts` fails if the development build is loaded.
 */
const routerProductionBuild = (file: string) =>
  path.resolve(`node_modules/react-router/dist/production/${file}`);

const routerAliases = [
  { find: /^react-router$/, replacement: routerProductionBuild("index.mjs") },
  { find: /^react-router\/dom$/, replacement: routerProductionBuild("dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), shell.plugin],
  // Only builds: in development one module graph serves both sides and keeps the package's own resolution.
  resolve: command === "build" ? { alias: routerAliases } : {},
  // Bundled, not imported from node_modules at run time, so the alias applies to the server build too.
  ssr: command === "build" && isSsrBuild ? { noExternal: ["react-router", "@react-router/node"] } : {},
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
