/**
 * How a test or a script starts the production server: Node on the server bundle of the build folder in use
 * (`<BUILD_DIR>/start.mjs`, scripts/build/server-bundle.ts), rebundled first if the server's sources changed,
 * so a test never runs yesterday's server. Entries that exist only for a test (tests/e2e/held-inbox-server.ts)
 * run from their TypeScript through tsx.
 */
import path from "node:path";
import { ensureServerBundle } from "../../scripts/build/server-bundle.ts";

export async function productionServerArgs(buildDir?: string): Promise<string[]> {
  return [await ensureServerBundle(buildDir && path.resolve(buildDir))];
}

/** The environment of a production server on 127.0.0.1:`port` with its data in `dataDir`, `env` over it. */
export function productionServerEnv(dataDir: string, port: number, env: Record<string, string> = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    ...env,
  };
}
