import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags.ts";
import { PROJECT_ROOT } from "./project-root.ts";

describe("the production server's Node flags", () => {
  it("are the flags `npm start` runs the server with", () => {
    const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8"));
    const start: string = manifest.scripts.start;
    const server = start.slice(start.lastIndexOf("node "));
    expect(server).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} build/start.mjs`);
  });
});
