import { defineConfig } from "vitest/config";

/**
 * Projects: unit (node), component (happy-dom), and the API integration suite, which runs on a fresh
 * embedded database per file and, when TEST_DATABASE_URL is set, a second time on PostgreSQL.
 */
const integration = (kind: "pglite" | "postgres") => ({
  test: {
    name: `integration-${kind}`,
    environment: "node",
    include: ["**/*.int.test.ts"],
    exclude: ["node_modules/**", "build/**"],
    globalSetup: ["tests/support/global-db-setup.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["**/*.test.ts"],
          exclude: ["node_modules/**", "build/**", "**/*.int.test.ts", "tests/e2e/**"],
        },
      },
      {
        test: {
          name: "component",
          environment: "happy-dom",
          include: ["**/*.test.tsx"],
          exclude: ["node_modules/**", "build/**", "tests/e2e/**"],
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
