/**
 * Counts the functions longer than 80 and 120 lines (issue 28, item 5's targets: none over 120, at most 15
 * over 80) in the project's own TypeScript: app/, server/, domain/, seed/, scripts/, tests' support code;
 * test files (`*.test.ts(x)`, `*.spec.ts`) left out, since a `describe` block is not a function anyone
 * reads as one. A function is a declaration, a method, or an arrow or function expression; its length is
 * from its first line to its last. `tsx scripts/check/function-lengths.ts [--list]` prints the counts and,
 * with --list, every function over 80 lines, longest first; with --check it fails when a target is missed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOTS = ["app", "server", "domain", "seed", "scripts", "tests/support"];
const TEST_FILE = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".") || name === "+types") continue;
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(name) && !TEST_FILE.test(name)) yield full;
  }
}

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return "(anonymous)";
}

export function longFunctions(min: number): LongFunction[] {
  const out: LongFunction[] = [];
  for (const root of ROOTS)
    for (const file of files(root)) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (
          ts.isFunctionDeclaration(node) ||
          ts.isMethodDeclaration(node) ||
          ts.isArrowFunction(node) ||
          ts.isFunctionExpression(node)
        ) {
          const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          const lines = end - start + 1;
          if (lines > min) out.push({ file, line: start + 1, name: nameOf(node), lines });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  return out.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over80 = longFunctions(80);
  const over120 = over80.filter((f) => f.lines > 120);
  console.log(`functions over 80 lines: ${over80.length}; over 120 lines: ${over120.length}`);
  if (process.argv.includes("--list"))
    for (const f of over80) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  // `npm run lint` runs this with --check: the targets hold from now on (a long function fails the lint).
  if (process.argv.includes("--check") && (over120.length > 0 || over80.length > 15)) {
    for (const f of over120) console.error(`over 120 lines: ${f.file}:${f.line} ${f.name} (${f.lines})`);
    console.error("at most 15 functions over 80 lines and none over 120 (issue 28): split the longest");
    process.exit(1);
  }
}
