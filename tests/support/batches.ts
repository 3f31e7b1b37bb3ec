/** Test fixtures: batches of a program, dated from today in India. */
import type { Db } from "../../domain/db/db.ts";
import { batches } from "../../domain/db/schema.ts";
import type { PayLinks } from "../../domain/payments/pay-link.ts";
import { indianDay } from "../../domain/programs/coupon.schema.ts";
import { type Database, openPostgres } from "../../server/db/client.ts";
import { composeMail, type OutboxRow } from "../../server/mail/compose.ts";

/** The India day `days` from now (negative: in the past). */
export function dayFromNow(days: number): string {
  return indianDay(new Date(Date.now() + days * 86_400_000));
}

type BatchValues = Partial<Omit<typeof batches.$inferInsert, "courseId" | "internshipId">>;

export async function addBatch(
  db: Db,
  program: { kind: "course" | "internship"; id: number },
  values: BatchValues = {},
): Promise<number> {
  const [row] = await db
    .insert(batches)
    .values({
      startsOn: dayFromNow(20),
      duration: "8 weeks",
      mode: "online",
      days: "Mon–Fri",
      startTime: "10:00",
      endTime: "12:00",
      seats: 20,
      ...values,
      [program.kind === "course" ? "courseId" : "internshipId"]: program.id,
    })
    .returning({ id: batches.id });
  return row!.id;
}

/**
 * A second instance's database handle: on PostgreSQL a pool of its own to the same database (close it after);
 * the embedded database has one process by design, so there it is the same handle (and null to close).
 */
export async function secondInstance(database: Database): Promise<{ db: Db; close(): Promise<void> }> {
  const pool = (database as { pool?: { options: { connectionString?: string } } }).pool;
  if (!pool) return { db: database.db, close: async () => {} };
  const second = await openPostgres(pool.options.connectionString!, 4);
  return { db: second.db, close: () => second.close() };
}

let student = 0;

/** A registration body every check accepts, for `program` and (when given) one of its batches. */
export function batchRegistration(program: string, batchId?: number | string) {
  student += 1;
  return {
    fullName: `Student ${student}`,
    fathersName: "Rakesh Sharma",
    gender: "Male",
    email: `batch.student${student}@example.in`,
    phone: "9876543210",
    workingStatus: "Student",
    branch: "Computer Science Engineering",
    year: "3rd Year",
    trainingType: "Courses",
    specificTraining: program,
    ...(batchId === undefined ? {} : { batchId }),
    agree: true,
  };
}

/** An outbox row as the mail worker would send it (its subject, text and recipients). */
export function composeLetter(db: Db, siteUrl: string, row: OutboxRow, payLinks?: PayLinks) {
  return composeMail({ db, siteUrl, staffFor: async () => [], payment: { payLinks, online: false } }, row);
}
