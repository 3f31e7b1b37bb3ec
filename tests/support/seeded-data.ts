/**
 * The data folder of a first start (migrated, demo content and its images), made once and copied for every
 * end-to-end server instead of each server migrating and rendering the 153 demo images again (ADR 3):
 * - "visitor": what `npm start` leaves on a new machine (no staff account yet);
 * - "console": the same with one staff account per role (tests/e2e/console-people.ts).
 * Kept under node_modules/.cache/e2e-data, named by a hash of what makes it (migrations, seed, domain and
 * server code, the lock file), so a change to any of them makes a new one at the next run. Several processes
 * asking at once wait for the one making it.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { hashInputs, ROOT } from "./inputs-hash.ts";

export type SeededKind = "visitor" | "console";

const CACHE = path.join(ROOT, "node_modules/.cache/e2e-data");
const INPUTS = [
  "drizzle",
  "seed",
  "domain",
  "server",
  "public",
  "package-lock.json",
  "tests/support/seeded-data.ts",
];
/** Files of one server's own: a copy gets new ones. */
const NOT_COPIED = new Set(["server.pid", "auth-secret"]);

/** The lock's maker is gone (killed while it made the folder): the lock is free. */
async function isStale(lock: string): Promise<boolean> {
  const owner = Number(await readFile(path.join(lock, "owner"), "utf8").catch(() => ""));
  if (!owner) {
    // Just made, its owner file not yet written; or left by a process that died in between.
    const age = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    return age > 10_000;
  }
  try {
    process.kill(owner, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const node = (script: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });

async function make(kind: SeededKind, into: string) {
  if (kind === "visitor") {
    await node("tests/support/first-start-data.ts", [], {
      DATA_DIR: into,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
    });
  } else {
    await cp(await seededTemplate("visitor"), into, { recursive: true });
    const { CONSOLE_PASSWORD } = await import("../e2e/console-people.ts");
    await node("tests/e2e/console-staff.ts", [into, CONSOLE_PASSWORD]);
  }
}

/** The cached folder of `kind`, made first when it is missing. */
async function seededTemplate(kind: SeededKind): Promise<string> {
  const inputs = await hashInputs([
    ...INPUTS,
    ...(kind === "console" ? ["tests/e2e/console-people.ts", "tests/e2e/console-staff.ts"] : []),
  ]);
  const folder = path.join(CACHE, `${kind}-${inputs}`);
  if (await exists(folder)) return folder;
  await mkdir(CACHE, { recursive: true });
  const lock = `${folder}.lock`;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, "owner"), String(process.pid));
      break;
    } catch {
      if (await exists(folder)) return folder;
      if (await isStale(lock)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    if (await exists(folder)) return folder;
    const partial = `${folder}.partial`;
    // Left by a maker that was killed: the lock is ours, so nobody else is writing it.
    await rm(partial, { recursive: true, force: true });
    await make(kind, partial);
    await rename(partial, folder);
    // Folders made from older inputs are of no further use (their makers are done: they have no lock).
    for (const old of await readdir(CACHE)) {
      const other = path.join(CACHE, old);
      if (
        old.startsWith(`${kind}-`) &&
        !old.includes(".") &&
        other !== folder &&
        !(await exists(`${other}.lock`))
      )
        await rm(other, { recursive: true, force: true });
    }
    return folder;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Fills the empty or missing folder `dataDir` with a copy of the seeded data folder of `kind`. */
export async function copySeededData(kind: SeededKind, dataDir: string) {
  const template = await seededTemplate(kind);
  await cp(template, dataDir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(template, source)),
  });
}
