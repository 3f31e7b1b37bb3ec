/**
 * `npm start`'s and `npm test`'s build step: builds only when an input of the build changed since the last
 * build (or there is none). The inputs' paths, sizes and contents are hashed into a stamp kept beside the
 * build; a matching stamp and a present server bundle mean the build is current. `--force` builds anyway.
 *
 * `--start` (npm start): one line of progress instead of the build's own output (shown only if it fails), and
 * the assets compressed at the fast level, then at the best level by a background process (ADR 6), so the
 * first start does not wait a minute for it.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureServerBundle } from "./server-bundle.ts";

/** Files and folders the build reads (the Vite and React Router configs, the app, its modules and assets). */
export const BUILD_INPUTS = [
  "app",
  "domain",
  "public",
  "scripts/build",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

const SKIPPED = new Set(["node_modules", ".react-router"]);

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !SKIPPED.has(child.name))
    .flatMap((child) => files(root, path.join(entry, child.name)))
    .sort();
}

/** A hash of every build input's path and content (and the build folder's name). */
export function buildInputsHash(root: string, buildDir: string): string {
  const hash = createHash("sha256").update(`${path.relative(root, buildDir)}\n`);
  for (const entry of BUILD_INPUTS) {
    for (const file of files(root, entry)) {
      hash.update(`${file}\n`);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

export const STAMP_FILE = ".build-inputs";

/** Whether `buildDir` holds a complete build of exactly these inputs. */
export function isBuildCurrent(
  root: string,
  buildDir: string,
  hash = buildInputsHash(root, buildDir),
): boolean {
  const stamp = path.join(buildDir, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(path.join(buildDir, "server", "index.js"))) return false;
  return readFileSync(stamp, "utf8").trim() === hash;
}

async function main() {
  const root = process.cwd();
  const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
  buildSite(root, buildDir);
  // The server's own bundle (start.mjs), checked against its own inputs: seconds, not a minute.
  await ensureServerBundle(buildDir);
}

function buildSite(root: string, buildDir: string) {
  const hash = buildInputsHash(root, buildDir);
  if (!process.argv.includes("--force") && isBuildCurrent(root, buildDir, hash)) {
    console.log(`build is current (${path.relative(root, buildDir)}): nothing changed since the last build`);
    return;
  }
  // Always a production build: started under a test runner (the cluster test runs this from Vitest, whose
  // NODE_ENV is "test"), Vite would bundle React's development build, whose hydration warnings then fail the
  // end-to-end tests that share the build folder.
  const forStart = process.argv.includes("--start");
  const started = Date.now();
  if (forStart)
    console.log("Building the site (its sources changed, or there is no build yet); about a minute…");
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: forStart ? "pipe" : "inherit",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production", ...(forStart ? { PRECOMPRESS: "fast" } : {}) },
  });
  if (result.status !== 0) {
    if (forStart) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(path.join(buildDir, STAMP_FILE), `${hash}\n`);
  if (forStart) {
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
    compressAtBestLater(path.join(buildDir, "client"));
  }
}

/** The best-level pass, in a process of its own that outlives this one, at low priority. */
function compressAtBestLater(clientDir: string) {
  const script = path.resolve(import.meta.dirname, "precompress.ts");
  const child = spawn("nice", ["-n", "10", process.execPath, "--import", "tsx", script, clientDir, "best"], {
    detached: true,
    stdio: "ignore",
  });
  child.on("error", () => {});
  child.unref();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
