import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./scripts/build/precompress.ts";

export default {
  appDirectory: "app",
  ssr: true,
  // Separate build folders let several builds (tests, benchmarks) run side by side. An empty BUILD_DIR means
  // the default: React Router empties its build folder first, and "" is the project itself.
  buildDirectory: process.env.BUILD_DIR || "build",
  // The server sends these copies as they are (server/app.ts), so assets are compressed once, at their best.
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const started = performance.now();
    // PRECOMPRESS=fast: `npm start`'s build, which compresses at the best level afterwards, in the background.
    const level = process.env.PRECOMPRESS === "fast" ? "fast" : "best";
    const { files, bytes, gzipBytes, brotliBytes } = await precompress(client, level);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(
      `precompressed ${files} files (${level}) in ${Math.round(performance.now() - started)} ms: ${kib(bytes)} → gzip ${kib(gzipBytes)}, brotli ${kib(brotliBytes)}`,
    );
  },
} satisfies Config;
