/**
 * The console's course list with 10,000 courses (issue 14: under 300 ms on the embedded database): the list
 * loader as the route calls it, unfiltered and with a search, a filter and another order. The bound asserted
 * is generous (a shared, busy test machine); the measured times are printed.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contentListLoader, type KitContext } from "../../app/features/console/content/content-kit.server";
import { courseKind } from "../../app/features/console/content/kinds/programs.server";
import { createTestDatabase } from "../support/test-db";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    INSERT INTO courses (title, slug, category, description, duration, skill_level, fees_paise, is_active, sort_order, course_modules)
    SELECT 'Course ' || g || ' ' || (ARRAY['Python', 'Design', 'Cloud', 'Data'])[1 + g % 4],
           'course-' || g,
           (ARRAY['Development', 'Design', 'Data Science', 'Networking'])[1 + g % 4],
           'A course about things, number ' || g,
           '3 Months', 'Beginner', 1000000 + g, g % 3 <> 0, g,
           '[{"title":"Module one"},{"title":"Module two"}]'::jsonb
    FROM generate_series(1, 10000) AS g`);
}, 120_000);
afterAll(() => database.close());

async function timed(query: string) {
  const context = { db: database.db } as unknown as KitContext;
  const request = new Request(`http://localhost/admin/content/courses${query}`);
  await contentListLoader(context, request, courseKind); // warm: plans and pages in memory
  const runs: number[] = [];
  let answer: Awaited<ReturnType<typeof contentListLoader>> | undefined;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    answer = await contentListLoader(context, request, courseKind);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { median: runs[2], answer: answer! };
}

it("answers a list of 10,000 courses, filtered, searched and sorted, well within the budget", async () => {
  const cases = {
    "": (a: Awaited<ReturnType<typeof contentListLoader>>) => expect(a.total).toBe(10_000),
    "?q=python&status=published&sort=title&page=3": (a: Awaited<ReturnType<typeof contentListLoader>>) => {
      expect(a.rows).toHaveLength(25);
      expect(a.rows.every((row) => row.title.includes("Python") && row.status === "published")).toBe(true);
    },
    "?category=Design&sort=position&page=40": (a: Awaited<ReturnType<typeof contentListLoader>>) =>
      expect(a.rows.every((row) => row.category === "Design")).toBe(true),
  };
  for (const [query, check] of Object.entries(cases)) {
    const { median, answer } = await timed(query);
    check(answer);
    console.info(`course list of 10,000 ${query || "(no filter)"}: median ${median.toFixed(1)} ms`);
    // The target is 300 ms; the bound leaves room for a machine shared with other test runs.
    expect(median).toBeLessThan(1_500);
  }
});
