/**
 * `npm start`'s build step: builds only when an input of the build changed since the last build (or there is
 * none). The inputs' paths, sizes and contents are hashed into a stamp kept beside the build; a matching stamp
 * and a present server bundle mean the build is current. `--force` builds anyway.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

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

function main() {
  const root = process.cwd();
  const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
  const hash = buildInputsHash(root, buildDir);
  if (!process.argv.includes("--force") && isBuildCurrent(root, buildDir, hash)) {
    console.log(`build is current (${path.relative(root, buildDir)}): nothing changed since the last build`);
    return;
  }
  // Always a production build: started under a test runner (the cluster test runs this from Vitest, whose
  // NODE_ENV is "test"), Vite would bundle React's development build, whose hydration warnings then fail the
  // end-to-end tests that share the build folder.
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(path.join(buildDir, STAMP_FILE), `${hash}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
