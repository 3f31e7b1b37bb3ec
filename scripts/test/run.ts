/**
 * `npm test` and `npm run test:quick`: the test phases one after the other, each timed, stopping at the
 * first that fails, and a table of the times at the end (with the load average, since on a shared machine
 * a time means little without it). The checks that need nothing of each other (typecheck, lint, build) run
 * side by side: each is mostly one thread, and the machines this runs on have two cores. Their output is
 * held and printed whole, one phase after the other, so the log reads as if they had run in turn.
 *
 *   tsx scripts/test/run.ts          typecheck + lint + build, Vitest (all projects), Playwright
 *   tsx scripts/test/run.ts quick    typecheck + lint, Vitest unit and component tests
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { missingPrerequisites } from "./prerequisites.ts";

interface Phase {
  name: string;
  command: string;
  args: string[];
}

/** Phases in one array run side by side. */
type Step = Phase | Phase[];

const TYPECHECK: Phase = { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] };
const LINT: Phase = { name: "lint", command: "npm", args: ["run", "--silent", "lint"] };

const PHASES: Record<"full" | "quick", Step[]> = {
  full: [
    [
      TYPECHECK,
      LINT,
      // Rebuilds only when an input changed (the same step `npm start` runs).
      { name: "build", command: "npx", args: ["tsx", "scripts/build/build-if-changed.ts"] },
    ],
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
    [TYPECHECK, LINT],
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

/** Runs `phase`; its output goes straight through, or is held and given back with `hold`. */
function run(phase: Phase, hold = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
      // Held output is not a terminal: ask the tools for their colours all the same.
      env: hold && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
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
  const finish = (phase: Phase, code: number, phaseStarted: number, ended = Date.now()) => {
    const line = `${phase.name.padEnd(22)} ${seconds(ended - phaseStarted).padStart(8)}   load ${load()}`;
    done.push(code === 0 ? line : `${line}   FAILED (exit ${code})`);
    console.log(`${code === 0 ? "✓" : "✗"} ${line}`);
    if (code !== 0) failed = failed ? `${failed}, ${phase.name}` : phase.name;
  };
  for (const step of PHASES[mode]) {
    if (Array.isArray(step)) {
      console.log(
        `\n▶ ${step.map((phase) => phase.name).join(" + ")}, side by side (load average ${load()})`,
      );
      const phaseStarted = Date.now();
      const results = step.map((phase) =>
        run(phase, true).then((result) => ({ ...result, ended: Date.now() })),
      );
      for (const [index, phase] of step.entries()) {
        const { code, output, ended } = await results[index];
        console.log(`\n▷ ${phase.name}`);
        process.stdout.write(output);
        finish(phase, code, phaseStarted, ended);
      }
    } else {
      console.log(`\n▶ ${step.name} (load average ${load()})`);
      const phaseStarted = Date.now();
      finish(step, (await run(step)).code, phaseStarted);
    }
    if (failed) break;
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
