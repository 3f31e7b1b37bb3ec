/**
 * Whether the production server's modules load React Router's development build (ADR 9, issue 33). A child
 * process imports the server (server/production.ts and everything it imports), the build in BUILD_DIR and the
 * page handler made from it, with a module hook that fails any import resolving into
 * `react-router/dist/development/`. It prints what it found; the spec asserts on it.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Refuses the development build wherever it is resolved from (a module of ours, a package, the build). */
const HOOK = `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes("/react-router/dist/development/"))
    throw new Error("development build of React Router: " + resolved.url + " (imported by " + context.parentURL + ")");
  return resolved;
}`;

const CHILD = `
import { register } from "node:module";
import { pathToFileURL } from "node:url";
register("data:text/javascript," + encodeURIComponent(${JSON.stringify(HOOK)}));
await import("./server/production.ts");
const { createPageHandler } = await import("./server/pages.ts");
const build = await import(pathToFileURL(process.env.CHECK_BUILD + "/server/index.js").href);
const handler = createPageHandler(build, "production");
console.log(typeof handler === "function" && typeof handler.address === "function" ? "production router only" : "no handler");
`;

/** "production router only", or the error that the development build's import raised. */
export async function routerBuildLoaded(buildDir: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", CHILD],
      { cwd: ROOT, env: { ...process.env, CHECK_BUILD: path.resolve(ROOT, buildDir), LOG_LEVEL: "error" } },
    );
    return stdout.trim();
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    return /development build of React Router: .*/.exec(stderr)?.[0] ?? stderr;
  }
}
