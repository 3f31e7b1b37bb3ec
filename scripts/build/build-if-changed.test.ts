import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildInputsHash, isBuildCurrent, STAMP_FILE } from "./build-if-changed.ts";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project() {
  root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  mkdirSync(path.join(root, "app/routes"), { recursive: true });
  writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 1;");
  writeFileSync(path.join(root, "package.json"), "{}");
  const buildDir = path.join(root, "build");
  mkdirSync(path.join(buildDir, "server"), { recursive: true });
  writeFileSync(path.join(buildDir, "server/index.js"), "");
  return buildDir;
}

describe("npm start's build step", () => {
  it("finds the build current when no input changed since its stamp, and stale after any change", () => {
    const buildDir = project();
    expect(isBuildCurrent(root, buildDir)).toBe(false); // never stamped
    writeFileSync(path.join(buildDir, STAMP_FILE), buildInputsHash(root, buildDir));
    expect(isBuildCurrent(root, buildDir)).toBe(true);

    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;");
    expect(isBuildCurrent(root, buildDir)).toBe(false);
    writeFileSync(path.join(buildDir, STAMP_FILE), buildInputsHash(root, buildDir));
    writeFileSync(path.join(root, "app/routes/new.tsx"), "");
    expect(isBuildCurrent(root, buildDir)).toBe(false);
  });

  it("ignores files that are not inputs, and rebuilds when the server bundle is missing", () => {
    const buildDir = project();
    writeFileSync(path.join(buildDir, STAMP_FILE), buildInputsHash(root, buildDir));
    writeFileSync(path.join(root, "README.md"), "changed");
    mkdirSync(path.join(root, "data"));
    writeFileSync(path.join(root, "data/x"), "y");
    expect(isBuildCurrent(root, buildDir)).toBe(true);
    rmSync(path.join(buildDir, "server/index.js"));
    expect(isBuildCurrent(root, buildDir)).toBe(false);
  });
});
