/** Starts the production server on a temporary data folder that is removed when the server exits. */
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = await mkdtemp(path.join(tmpdir(), "site-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
await import("../../server/main.ts");
