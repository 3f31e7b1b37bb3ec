/**
 * Migration 0012 (issue 30, item 12) on a database that stood at 0011 with coupons in it, on PGlite and on
 * PostgreSQL (TEST_DB_KIND): codes become capitals; two codes of one program that differ only in case keep one
 * code (the most used) and the other is renamed CODE-<id> and made inactive; percentages stay percentages.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateBefore, runMigration, type Scratch, scratchDatabase } from "../support/scratch-database.ts";

let db: Scratch;
let migration: string;

beforeAll(async () => {
  db = await scratchDatabase();
  migration = await migrateBefore(db, "0012");
});
afterAll(() => db?.close());

it("upper-cases codes and settles codes that differ only in case", async () => {
  await db.exec(`insert into courses (slug, title, category, fees_paise) values ('c', 'C', 'Development', 100000),
    ('d', 'D', 'Development', 100000)`);
  // The old index (lower(code) per program) refused such pairs; a database may hold them all the same
  // (upper() and lower() do not fold every letter alike), so the migration must not fail on them.
  await db.exec(`drop index coupons_program_code_uq`);
  await db.exec(`insert into coupons (course_id, code, percentage, used_count) values
    (1, 'diwali', 10, 0), (1, 'DIWALI', 15, 3), (1, 'Spring', 20, 0), (2, 'diwali', 5, 0)`);
  await db.exec(`create index coupons_program_code_uq on coupons (course_id)`);
  await runMigration(db, migration);
  const rows = await db.rows<{
    id: number;
    course_id: number;
    code: string;
    percentage: number;
    is_active: boolean;
    discount_kind: string;
    amount_paise: number | null;
  }>(
    "select id, course_id, code, percentage, is_active, discount_kind, amount_paise from coupons order by id",
  );
  expect(rows.map((r) => [r.course_id, r.code, Number(r.percentage), r.is_active])).toEqual([
    [1, "DIWALI-1", 10, false], // the unused twin: renamed and off
    [1, "DIWALI", 15, true], // the used one keeps the code
    [1, "SPRING", 20, true],
    [2, "DIWALI", 5, true], // another program's coupon is another coupon
  ]);
  expect(new Set(rows.map((r) => r.discount_kind))).toEqual(new Set(["percentage"]));
  expect(rows.every((r) => r.amount_paise === null)).toBe(true);
  // From now on the database itself keeps codes in capitals and one per program.
  await expect(
    db.exec(`insert into coupons (course_id, code, percentage) values (1, 'new', 5)`),
  ).rejects.toThrow();
  await expect(
    db.exec(`insert into coupons (course_id, code, percentage) values (1, 'SPRING', 5)`),
  ).rejects.toThrow();
  await db.exec(`insert into coupons (code, percentage) values ('SPRING', 5)`); // every program
  await expect(
    db.exec(`insert into coupons (code, discount_kind, percentage) values ('FLAT', 'flat', 0)`),
  ).rejects.toThrow(); // a flat coupon needs its amount
});
