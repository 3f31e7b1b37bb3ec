/**
 * The production server as one JavaScript file, `<build>/start.mjs`, bundled by esbuild from `server/main.ts`
 * (our server, domain and seed modules; packages stay in node_modules). Node runs it without a TypeScript
 * loader: under tsx, every module a start loads (several thousand, most of them packages) went through tsx's
 * resolve hooks, and a start took about twice as long (docs/decisions/0003-test-databases.md, issue 27).
 *
 * Rebundled when an input changed since the last bundle (a stamp of their hash beside it), so `npm start`,
 * `npm test` and every test that starts a server run the code as it is now. Writing is atomic (a temporary
 * file renamed), so processes asking at once never run a half-written bundle.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const SERVER_INPUTS = ["server", "domain", "seed", "package-lock.json", "tsconfig.json"];
const ENTRIES = { "start.mjs": "server/main.ts" } as const;
export type ServerEntry = keyof typeof ENTRIES;

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .flatMap((child) => files(path.join(entry, child)))
    .sort();
}

function inputsHash(): string {
  const hash = createHash("sha256");
  for (const file of SERVER_INPUTS.flatMap(files)) {
    // Tests are not part of the server.
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(`${file}\n`).update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest("hex");
}

/** `<buildDir>/start.mjs`, bundled now if it is missing or older than its inputs; resolves to its path. */
export async function ensureServerBundle(
  buildDir = path.resolve(ROOT, process.env.BUILD_DIR || "build"),
  name: ServerEntry = "start.mjs",
): Promise<string> {
  const outfile = path.join(buildDir, name);
  const stamp = `${outfile}.inputs`;
  const hash = inputsHash();
  if (existsSync(outfile) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return outfile;
  const temporary = `${outfile}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(ROOT, ENTRIES[name])],
    outfile: temporary,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  renameSync(temporary, outfile);
  writeFileSync(stamp, hash);
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await ensureServerBundle());
