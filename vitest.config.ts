import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Projects: unit (node), component (happy-dom), and the API integration suite, which runs on the embedded
 * database (one per worker, emptied between files: ADR 3) and, when TEST_DATABASE_URL is set, a second time
 * on PostgreSQL; with
 * TEST_REDIS_URL, the tests of what instances share through Redis; and the cluster test (two production
 * instances behind HAProxy), which says it is skipped unless TEST_DATABASE_URL, TEST_REDIS_URL and HAProxy
 * are all there.
 */
const integration = (kind: "pglite" | "postgres") => ({
  test: {
    name: `integration-${kind}`,
    environment: "node",
    include: ["**/*.int.test.ts"],
    exclude: ["node_modules/**", "build/**"],
    globalSetup: ["tests/support/global-db-setup.ts"],
    // One worker process for many files, so its databases outlive a file; integration-setup.ts gives each
    // file fresh modules all the same.
    isolate: false,
    setupFiles: ["tests/support/integration-setup.ts"],
    env: { TEST_DB_KIND: kind },
    // A limit only decides how long a broken test takes to fail: at load 25 on two cores (the machine shared
    // by several sessions) a test that renders console screens for many addresses took over 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on the two-core machines this
    // project runs on, so files ran one at a time. Two workers there: the Vitest phase of `npm test` took 142 s
    // against 216 s (3 December 2026, quiet machine), the integration project alone 75 s against 100 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // One worker for many files: a worker per file cost more than the tests (21 s against 7 s for the
          // project, 3 December 2026); the setup file gives each file fresh modules and restores what it changed.
          isolate: false,
          setupFiles: ["tests/support/shared-worker-setup.ts"],
          include: ["**/*.test.ts"],
          exclude: [
            "node_modules/**",
            "build/**",
            "**/*.int.test.ts",
            "**/*.redis.test.ts",
            "**/*.cluster.test.ts",
            "tests/e2e/**",
          ],
        },
      },
      {
        test: {
          name: "component",
          environment: "happy-dom",
          include: ["**/*.test.tsx"],
          exclude: ["node_modules/**", "build/**", "tests/e2e/**"],
          // As the unit project: one worker and one DOM for many files (32 s against 11 s).
          isolate: false,
          setupFiles: ["tests/support/shared-worker-setup.ts", "tests/support/component-setup.ts"],
        },
      },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
      // Shared state of several instances, on the Redis TEST_REDIS_URL names (.ci/run sets it when one answers).
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              test: {
                name: "redis",
                environment: "node",
                include: ["**/*.redis.test.ts"],
                exclude: ["node_modules/**"],
              },
            },
          ]
        : []),
      {
        test: {
          name: "cluster",
          environment: "node",
          include: ["**/*.cluster.test.ts"],
          exclude: ["node_modules/**"],
          // The first start may build the site (scripts/build/build-if-changed.ts).
          hookTimeout: 300_000,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
