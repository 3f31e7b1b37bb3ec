import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { shellChunk } from "./scripts/build/shell-chunk.ts";

const shell = shellChunk("app/root.tsx");

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), shell.plugin],
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
