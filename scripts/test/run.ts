/**
 * `npm test` and `npm run test:quick`: the test phases one after the other, each timed, stopping at the
 * first that fails, and a table of the times at the end (with the load average, since on a shared machine
 * a time means little without it).
 *
 *   tsx scripts/test/run.ts          typecheck, lint, build, Vitest (all projects), Playwright
 *   tsx scripts/test/run.ts quick    typecheck, lint, Vitest unit and component tests
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { missingPrerequisites } from "./prerequisites.ts";

interface Phase {
  name: string;
  command: string;
  args: string[];
}

const PHASES: Record<"full" | "quick", Phase[]> = {
  full: [
    { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
    { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
    // Rebuilds only when an input changed (the same step `npm start` runs).
    { name: "build", command: "npx", args: ["tsx", "scripts/build/build-if-changed.ts"] },
    // The integration suite on the embedded database only: .ci/run runs it on PostgreSQL, under Node 24 (ADR 3).
    {
      name: "vitest",
      command: "npx",
      args: [
        "vitest",
        "run",
        ...projects([
          "unit",
          "component",
          "integration-pglite",
          ...(process.env.TEST_REDIS_URL ? ["redis"] : []),
          "cluster",
        ]),
      ],
    },
    { name: "playwright", command: "npx", args: ["playwright", "test"] },
  ],
  quick: [
    { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
    { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
    {
      name: "vitest unit+component",
      command: "npx",
      args: ["vitest", "run", "--project", "unit", "--project", "component"],
    },
  ],
};

function projects(names: string[]): string[] {
  return names.flatMap((name) => ["--project", name]);
}

const load = () => loadavg()[0].toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function run(phase: Phase): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, { stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const mode = process.argv[2] === "quick" ? "quick" : "full";
  if (mode === "full") {
    const missing = missingPrerequisites();
    if (missing) {
      console.error(missing);
      process.exit(1);
    }
  }
  const started = Date.now();
  const done: string[] = [];
  let failed: string | null = null;
  for (const phase of PHASES[mode]) {
    console.log(`\n▶ ${phase.name} (load average ${load()})`);
    const phaseStarted = Date.now();
    const code = await run(phase);
    const line = `${phase.name.padEnd(22)} ${seconds(Date.now() - phaseStarted).padStart(8)}   load ${load()}`;
    done.push(code === 0 ? line : `${line}   FAILED (exit ${code})`);
    console.log(`${code === 0 ? "✓" : "✗"} ${line}`);
    if (code !== 0) {
      failed = phase.name;
      break;
    }
  }
  console.log(`\n${mode === "full" ? "npm test" : "npm run test:quick"}: phase times`);
  for (const line of done) console.log(`  ${line}`);
  console.log(`  ${"total".padEnd(22)} ${seconds(Date.now() - started).padStart(8)}`);
  if (failed) {
    console.error(`\n${failed} failed`);
    process.exit(1);
  }
}

await main();
