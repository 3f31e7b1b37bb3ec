/**
 * Puts the app's shell, the modules the root route imports statically (header, footer, texts, constants,
 * alerts, chat launcher and their helpers), into one chunk of the browser build.
 *
 * Every page loads all of them at once, so one file costs nothing extra. Left to the automatic
 * splitting they become about a dozen files, most under 1 KiB, each compressed on its own: 2 KiB more
 * gzip on every page, and a dozen more requests. The set is read off the module graph at the end of
 * the build, so it follows the code; what the root imports lazily stays lazy.
 */
import path from "node:path";
import type { Plugin } from "vite";

export function shellChunk(rootFile: string) {
  const root = path.resolve(rootFile);
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: "shell-chunk",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    buildEnd() {
      const rootId = [...this.getModuleIds()].find((id) => id.split("?")[0] === root);
      if (!rootId) throw new Error(`shell-chunk: ${root} is not in the build`);
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(rootId);
      shell = seen;
    },
  };
  /** For a code-splitting group's `test`: whether a module belongs to the shell. */
  const test = (id: string) => shell.has(id);
  return { plugin, test };
}
