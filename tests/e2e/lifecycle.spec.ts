/**
 * The production server as an operator runs it: start-up on a new data folder (migrate + demo content),
 * data kept across a restart, graceful SIGTERM, one process per data folder, clear configuration errors.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { productionServerArgs } from "../support/server-command";
import { expect, test } from "./test";

/** Node's arguments for the production server (its bundle, made current first). */
let serverArgs: string[] = [];
test.beforeAll(async () => {
  serverArgs = await productionServerArgs();
});

const PORT = 3290 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, env: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilListening(server: Server, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (server.output().includes('"msg":"listening"')) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

test.describe.configure({ mode: "serial" });

test("starts on a new data folder, keeps data across a restart and stops gracefully", async () => {
  // A first start renders the 153 demo images: 40–60 s on a loaded two-core machine (a product cost; the
  // time is annotated). The limit only decides how long a broken start takes to fail.
  test.setTimeout(300_000);
  const started: Server[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-lifecycle-"));
  const enquiry = {
    name: "Kavya Iyer",
    college: "Amity University",
    email: "kavya.iyer@example.in",
    phone: "9876501234",
    location: "Noida",
    training: "Courses",
  };
  try {
    const first = startServer(dataDir);
    started.push(first);
    const firstStartMs = await waitUntilListening(first, 200_000);
    test
      .info()
      .annotations.push({ type: "first start (migrate + demo content)", description: `${firstStartMs} ms` });
    const courses = await (await fetch(`${BASE}/api/getcourses`)).json();
    expect(courses.length).toBeGreaterThanOrEqual(14);
    const created = await fetch(`${BASE}/api/career`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry),
    });
    expect(created.status).toBe(201);

    // A second server on the same folder would corrupt the embedded database: it must refuse to start.
    const intruder = startServer(dataDir, { PORT: String(PORT + 50) });
    started.push(intruder);
    expect(await intruder.exited).not.toBe(0);
    expect(intruder.output()).toContain("is in use by another server");
    // What to do, in one sentence, not a stack trace.
    expect(intruder.output()).not.toMatch(/^\s+at /m);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    await expect(stat(path.join(dataDir, "server.pid"))).rejects.toThrow();

    const second = startServer(dataDir);
    started.push(second);
    const restartMs = await waitUntilListening(second);
    test.info().annotations.push({ type: "restart", description: `${restartMs} ms` });
    // The enquiry survived the restart: sending it again is a duplicate.
    const repeat = await fetch(`${BASE}/api/career`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry),
    });
    expect(repeat.status).toBe(400);
    expect((await repeat.json()).error).toContain("Duplicate");
    // Demo content is loaded once, not again on restart.
    expect((await (await fetch(`${BASE}/api/getcourses`)).json()).length).toBe(courses.length);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  } finally {
    // A server still running (the test failed) would write into the folder while it is removed.
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("refuses a bad configuration with a clear message", async () => {
  const server = startServer("/tmp/unused-site-data", { PORT: "not-a-port" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration");
  expect(server.output()).toContain("PORT");
});
