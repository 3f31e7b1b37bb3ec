import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // In the browser build, React, React DOM and React Router are one chunk: every page needs all of them,
  // and one file compresses better and costs one request instead of three.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            advancedChunks: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              ],
            },
          },
        },
      },
}));
