/**
 * The 500-revision target (README "Staff console", Revisions; docs/decisions/0055-content-revisions.md): how
 * long the Revisions screen of a course saved 500 times takes to open on the embedded database, measured
 * as the server spends it: the route's loader (the record, the list of 500, the chosen revision's changes)
 * and the route component rendered to HTML with React's production build. A measurement, not a test: run it
 * on a quiet machine.
 *
 *   npx tsx scripts/bench/revisions-list.ts [revisions=500] [runs=20]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { register } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { ContentKindServer } from "../../app/features/console/content/content-kit.server.ts";
import type { Actor } from "../../domain/staff/actor.ts";

// The console's modules import stylesheets, which Vite bundles; here they are nothing.
register(
  `data:text/javascript,${encodeURIComponent(
    'export async function load(url, context, next) { return /\\.css(\\?|$)/.test(url) ? { format: "module", source: "export default \\"\\";", shortCircuit: true } : next(url, context); }',
  )}`,
);
// React's production build, as the server runs it (its development build renders this table ~5x slower).
process.env.NODE_ENV ??= "production";
const { createElement } = await import("react");
const { renderToString } = await import("react-dom/server");
const { createRoutesStub } = await import("react-router");
const { courseKind } = await import("../../app/features/console/content/kinds/programs.server.ts");
const { revisionsLoader } = await import("../../app/features/console/content/revisions.server.ts");
const { default: RevisionsScreen } = await import("../../app/routes/admin/content/revisions.tsx");
const { staffUsers } = await import("../../domain/db/schema.ts");
const { openPglite } = await import("../../server/db/client.ts");

const count = Number(process.argv[2] ?? 500);
const runs = Number(process.argv[3] ?? 20);
const editor: Actor = { id: "u-bench", email: "bench@example.in", name: "Bench Editor", role: "editor" };
const kind = courseKind as unknown as ContentKindServer;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-revisions-"));
  const database = await openPglite({ dataDir });
  try {
    await database.migrate();
    const db = database.db;
    await db
      .insert(staffUsers)
      .values({ id: editor.id, name: editor.name, email: editor.email, role: "editor" });
    const { id } = await courseKind.store.create(db, editor, {
      publish: "published",
      values: {
        title: "Saved Often",
        slug: "saved-often",
        category: "Programming",
        description: "Build fast and safe web services.",
        duration: "3 Months",
        skillLevel: "Beginner",
        language: "English",
        feesPaise: 2_499_900,
        sortOrder: 1,
      },
    });
    // Real saves, so each revision is what the store keeps (its fields, changes and audit row).
    const saving = performance.now();
    for (let revision = 1; revision < count; revision++)
      await courseKind.store.update(db, editor, {
        id,
        revision,
        values: { title: "Saved Often", description: `Build fast and safe web services, take ${revision}.` },
      });
    console.log(`${count} revisions saved in ${ms(performance.now() - saving)}`);

    const url = `http://localhost/admin/content/courses/${id}/revisions?r=${Math.floor(count / 2)}`;
    const Stub = createRoutesStub([
      { path: "/admin/content/:kind/:id/revisions", id: "revisions", Component: RevisionsScreen as never },
    ]);
    const loads: number[] = [];
    const renders: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= runs; run++) {
      const started = performance.now();
      const data = await revisionsLoader({ db }, new Request(url), String(id), kind);
      const loaded = performance.now();
      const html = renderToString(
        createElement(Stub, {
          initialEntries: [new URL(url).pathname + new URL(url).search],
          hydrationData: { loaderData: { revisions: { ...data, path: kind.view.path } } },
        }),
      );
      const rendered = performance.now();
      if (data.revisions.length !== count) throw new Error(`listed ${data.revisions.length}, not ${count}`);
      bytes = html.length;
      // The first run warms the database's caches and the JIT; it is reported apart.
      if (run === 0) {
        console.log(`first open: loader ${ms(loaded - started)}, render ${ms(rendered - loaded)}`);
        continue;
      }
      loads.push(loaded - started);
      renders.push(rendered - loaded);
    }
    const totals = loads.map((load, index) => load + renders[index]);
    console.log(
      `median of ${runs}: loader ${ms(median(loads))}, render ${ms(median(renders))}, together ${ms(median(totals))} (slowest ${ms(Math.max(...totals))}); HTML ${Math.round(bytes / 1024)} KB`,
    );
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
