import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Separate build folders let several builds (tests, benchmarks) run side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
