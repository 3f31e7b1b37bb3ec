/**
 * `npm run lint` fails on an import cycle (issue 28, item 5; docs/decisions/0034-writes-own-their-effects.md):
 * madge over app/, server/, domain/, seed/, scripts/ and tests/, TypeScript-aware (tsconfig paths),
 * `import type` included, since a cycle of types is still two modules that cannot be understood apart.
 * Left out: React Router's generated `./+types/<route>` modules (each imports its route back by design).
 *
 * KNOWN lists the cycles someone else is about to remove; each must still exist (a fixed one is taken off
 * the list), and any other fails the check. Prints each cycle as `a > b > c`.
 */
import madge from "madge";

const ROOTS = ["app", "server", "domain", "seed", "scripts", "tests"];

/** None now: a cycle someone is about to remove would be listed here as `a > b > c`. */
const KNOWN: readonly string[] = [];

const result = await madge(ROOTS, {
  fileExtensions: ["ts", "tsx"],
  tsConfig: "tsconfig.json",
  excludeRegExp: [/\+types\//, /node_modules/],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const cycles = result.circular().map((cycle) => cycle.join(" > "));
const unknown = cycles.filter((cycle) => !KNOWN.includes(cycle));
const gone = KNOWN.filter((cycle) => !cycles.includes(cycle));

for (const cycle of unknown) console.error(`import cycle: ${cycle}`);
for (const cycle of gone)
  console.error(`no longer a cycle, take it off KNOWN in ${import.meta.filename}: ${cycle}`);
if (unknown.length || gone.length) process.exit(1);
console.log(
  `import cycles: none new in ${Object.keys(result.obj()).length} modules` +
    (KNOWN.length ? ` (${KNOWN.length} known)` : ""),
);
