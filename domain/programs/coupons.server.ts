/**
 * Coupons with rules (docs/decisions/0023-coupons-with-rules.md): what the public check and registration may
 * use, the one place a use is counted, and the console's list, form and usage report.
 */
import { and, asc, count, desc, eq, gt, ilike, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { changedFields, recordAudit, type Tx } from "../audit/audit.server.ts";
import { containing } from "../console/list-search.server.ts";
import { isUniqueViolation } from "../db/database-errors.ts";
import type { Db } from "../db/db.ts";
import { coupons, courses, internships, registrations } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import type { Actor } from "../staff/actor.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import {
  ALL_PROGRAMS,
  COUPON_MESSAGES,
  type CouponInput,
  type CouponStatus,
  type DiscountKind,
  endOfIndianDay,
  indianDay,
  lastIndianDay,
  type ProgramKind,
  parseProgramRef,
  startOfIndianDay,
} from "./coupon.schema.ts";
import { paiseToRupees } from "./pricing.ts";
import { programTitle } from "./program-title.server.ts";

/** Active, inside its window and with uses left, at the database's clock. */
export const couponUsableNow: SQL = and(
  eq(coupons.isActive, true),
  or(isNull(coupons.validFrom), lte(coupons.validFrom, sql`now()`)),
  or(isNull(coupons.validUntil), gt(coupons.validUntil, sql`now()`)),
  or(isNull(coupons.totalUses), lt(coupons.usedCount, coupons.totalUses)),
) as SQL;

const programColumn = { course: coupons.courseId, internship: coupons.internshipId } as const;

/** A coupon for every program: no course and no internship. */
const forEveryProgram: SQL = and(isNull(coupons.courseId), isNull(coupons.internshipId)) as SQL;

/** Codes are stored in capitals; what a visitor or staff types is compared the same way. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The best discount in paise that a program's usable coupons (its own and those for every program) give on its
 * fee, or null without one: what the public pages show as "the fee with a coupon" (the codes themselves never
 * leave the server). A percentage is rounded to the paisa as registration rounds it; a flat amount is capped at
 * the fee. A correlated subquery on the program's row.
 */
export function bestCouponDiscountPaise(kind: ProgramKind): SQL<number | null> {
  // Spelled out: in a single-table select Drizzle drops table names, which would turn the correlation
  // ("coupons"."course_id" = "courses"."id") into a comparison within the coupons table.
  const [correlation, fee] =
    kind === "course"
      ? [sql.raw(`"coupons"."course_id" = "courses"."id"`), sql.raw(`"courses"."fees_paise"`)]
      : [sql.raw(`"coupons"."internship_id" = "internships"."id"`), sql.raw(`"internships"."fees_paise"`)];
  return sql<
    number | null
  >`(select max(case when "coupons"."discount_kind" = 'flat' then least("coupons"."amount_paise", ${fee}) else round(${fee} * "coupons"."percentage"::numeric / 100) end)::integer from "coupons" where (${correlation} or ("coupons"."course_id" is null and "coupons"."internship_id" is null)) and ${couponUsableNow})`;
}

export interface UsableCoupon {
  id: number;
  code: string;
  percentage: number;
  /** A flat coupon's amount in paise; null for a percentage. */
  amountPaise: number | null;
}

const usableColumns = {
  id: coupons.id,
  code: coupons.code,
  percentage: coupons.percentage,
  amountPaise: coupons.amountPaise,
};

/**
 * The coupon with this code (any case) that the program may use now: the program's own, else one for every
 * program; with an e-mail key, also only while that address has uses left. Null for every failed rule: the
 * visitor is told the spec's one text.
 */
export async function findUsableCoupon(
  db: Db | Tx,
  kind: ProgramKind,
  programId: number,
  code: string,
  emailKey?: string,
): Promise<UsableCoupon | null> {
  const given = normaliseCode(code);
  if (!given) return null;
  const [coupon] = await db
    .select({ ...usableColumns, usesPerEmail: coupons.usesPerEmail })
    .from(coupons)
    .where(
      and(or(eq(programColumn[kind], programId), forEveryProgram), eq(coupons.code, given), couponUsableNow),
    )
    // The program's own coupon before one for every program.
    .orderBy(sql`${coupons.courseId} is null and ${coupons.internshipId} is null`)
    .limit(1);
  if (!coupon) return null;
  if (emailKey !== undefined && coupon.usesPerEmail !== null) {
    if ((await usesByEmail(db, coupon.id, emailKey)) >= coupon.usesPerEmail) return null;
  }
  return { id: coupon.id, code: coupon.code, percentage: coupon.percentage, amountPaise: coupon.amountPaise };
}

async function usesByEmail(db: Db | Tx, couponId: number, emailKey: string): Promise<number> {
  const [{ uses }] = await db
    .select({ uses: count() })
    .from(registrations)
    .where(and(eq(registrations.couponId, couponId), eq(registrations.emailKey, emailKey)));
  return uses;
}

/**
 * Counts one use inside the transaction that stores the registration. The conditional UPDATE takes the
 * coupon's row lock and re-checks every rule on the row as it is then (PostgreSQL re-evaluates the WHERE after
 * waiting for a concurrent writer), so of many registrations racing for the last use exactly one succeeds; the
 * per-address count runs after the lock, so it sees every committed use. Throws the spec's invalid-coupon
 * text (the transaction rolls back, nothing is stored).
 */
export async function claimCouponUse(
  tx: Tx,
  couponId: number,
  emailKey: string,
  field: string,
): Promise<UsableCoupon & { usedUp: boolean }> {
  const [claimed] = await tx
    .update(coupons)
    // updatedAt stays: a use is not an edit (the console's stale-save check compares it).
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`${coupons.updatedAt}` })
    .where(and(eq(coupons.id, couponId), couponUsableNow))
    .returning({
      ...usableColumns,
      usesPerEmail: coupons.usesPerEmail,
      usedCount: coupons.usedCount,
      totalUses: coupons.totalUses,
    });
  if (!claimed) throw new RuleError(MESSAGES.couponInvalid, [field]);
  if (claimed.usesPerEmail !== null && (await usesByEmail(tx, couponId, emailKey)) >= claimed.usesPerEmail)
    throw new RuleError(MESSAGES.couponInvalid, [field]);
  return {
    id: claimed.id,
    code: claimed.code,
    percentage: claimed.percentage,
    amountPaise: claimed.amountPaise,
    usedUp: claimed.totalUses !== null && claimed.usedCount >= claimed.totalUses,
  };
}

/* ------------------------------------------------------------------ console */

export const COUPON_PAGE_SIZE = 50;

export interface CouponFilter {
  q?: string;
  kind?: ProgramKind;
  status?: "active" | "inactive";
  page?: number;
}

export interface CouponRow {
  id: number;
  code: string;
  discountKind: DiscountKind;
  percentage: number;
  amountPaise: number | null;
  /** `all`: a coupon for every program. */
  programKind: ProgramKind | "all";
  programTitle: string;
  validFrom: Date | null;
  validUntil: Date | null;
  totalUses: number | null;
  usesPerEmail: number | null;
  usedCount: number;
  isActive: boolean;
  status: CouponStatus;
}

export function couponStatus(
  c: Pick<CouponRow, "isActive" | "validFrom" | "validUntil" | "totalUses" | "usedCount">,
  now = new Date(),
): CouponStatus {
  if (!c.isActive) return "inactive";
  if (c.validFrom && c.validFrom > now) return "scheduled";
  if (c.validUntil && c.validUntil <= now) return "expired";
  if (c.totalUses !== null && c.usedCount >= c.totalUses) return "used-up";
  return "usable";
}

/** Coupons, newest first, filtered by code or program title, program kind and active flag. */
export async function listCoupons(db: Db, filter: CouponFilter = {}) {
  const where: SQL[] = [];
  if (filter.q?.trim()) {
    const like = containing(filter.q.trim());
    where.push(or(ilike(coupons.code, like), ilike(programTitle, like)) as SQL); // codes are capitals
  }
  if (filter.kind) where.push(sql`${programColumn[filter.kind]} is not null`);
  if (filter.status) where.push(eq(coupons.isActive, filter.status === "active"));
  const page = Math.max(1, filter.page ?? 1);
  const rows = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      discountKind: coupons.discountKind,
      percentage: coupons.percentage,
      amountPaise: coupons.amountPaise,
      courseId: coupons.courseId,
      internshipId: coupons.internshipId,
      programTitle,
      validFrom: coupons.validFrom,
      validUntil: coupons.validUntil,
      totalUses: coupons.totalUses,
      usesPerEmail: coupons.usesPerEmail,
      usedCount: coupons.usedCount,
      isActive: coupons.isActive,
    })
    .from(coupons)
    .leftJoin(courses, eq(courses.id, coupons.courseId))
    .leftJoin(internships, eq(internships.id, coupons.internshipId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(coupons.id))
    .limit(COUPON_PAGE_SIZE + 1)
    .offset((page - 1) * COUPON_PAGE_SIZE);
  const now = new Date();
  const items: CouponRow[] = rows.slice(0, COUPON_PAGE_SIZE).map(({ courseId, internshipId, ...row }) => ({
    ...row,
    programKind: courseId !== null ? "course" : internshipId !== null ? "internship" : "all",
    status: couponStatus(row, now),
  }));
  return { items, page, hasNext: rows.length > COUPON_PAGE_SIZE };
}

/** Every course and internship, for the form's program select (`course:12`). */
export async function listProgramChoices(db: Db) {
  const [courseRows, internshipRows] = await Promise.all([
    db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.title)),
    db
      .select({ id: internships.id, title: internships.title })
      .from(internships)
      .orderBy(asc(internships.title)),
  ]);
  return {
    courses: courseRows.map((row) => ({ value: `course:${row.id}`, label: row.title })),
    internships: internshipRows.map((row) => ({ value: `internship:${row.id}`, label: row.title })),
  };
}

/** The form's values of a stored coupon. */
export interface CouponFormValues {
  program: string;
  code: string;
  discountKind: DiscountKind;
  percentage: string;
  /** Rupees, for a flat coupon. */
  amount: string;
  validFrom: string;
  validUntil: string;
  totalUses: string;
  usesPerEmail: string;
  isActive: boolean;
}

export async function getCoupon(db: Db, id: number) {
  const [row] = await db
    .select({ coupon: coupons, programTitle })
    .from(coupons)
    .leftJoin(courses, eq(courses.id, coupons.courseId))
    .leftJoin(internships, eq(internships.id, coupons.internshipId))
    .where(eq(coupons.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(COUPON_MESSAGES.notFound);
  const c = row.coupon;
  const values: CouponFormValues = {
    program:
      c.courseId !== null
        ? `course:${c.courseId}`
        : c.internshipId !== null
          ? `internship:${c.internshipId}`
          : ALL_PROGRAMS,
    code: c.code,
    discountKind: c.discountKind,
    percentage: c.discountKind === "percentage" ? String(c.percentage) : "",
    amount: c.amountPaise !== null ? String(paiseToRupees(c.amountPaise)) : "",
    validFrom: c.validFrom ? indianDay(c.validFrom) : "",
    validUntil: c.validUntil ? lastIndianDay(c.validUntil) : "",
    totalUses: c.totalUses === null ? "" : String(c.totalUses),
    usesPerEmail: c.usesPerEmail === null ? "" : String(c.usesPerEmail),
    isActive: c.isActive,
  };
  return { coupon: c, programTitle: row.programTitle, values, status: couponStatus(c) };
}

/** Who used a coupon and when, from the stored registrations that counted a use (newest first). */
export async function couponUsage(db: Db, couponId: number) {
  return db
    .select({
      registrationId: registrations.id,
      fullName: registrations.fullName,
      email: registrations.email,
      at: registrations.createdAt,
      discountPaise: registrations.discountPaise,
    })
    .from(registrations)
    .where(eq(registrations.couponId, couponId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
}

function columnsOf(input: CouponInput) {
  const program = parseProgramRef(input.program);
  const flat = input.discountKind === "flat";
  return {
    courseId: program?.kind === "course" ? program.id : null,
    internshipId: program?.kind === "internship" ? program.id : null,
    code: normaliseCode(input.code),
    discountKind: input.discountKind,
    percentage: flat ? 0 : (input.percentage ?? 0),
    amountPaise: flat ? (input.amount ?? null) : null,
    validFrom: input.validFrom ? startOfIndianDay(input.validFrom) : null,
    validUntil: input.validUntil ? endOfIndianDay(input.validUntil) : null,
    totalUses: input.totalUses ?? null,
    usesPerEmail: input.usesPerEmail ?? null,
    isActive: input.isActive,
  };
}

async function assertProgramExists(tx: Tx, ref: string): Promise<void> {
  const program = parseProgramRef(ref);
  if (!program) return; // every program
  const table = program.kind === "course" ? courses : internships;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, program.id)).limit(1);
  if (!row) throw new RuleError(COUPON_MESSAGES.programGone, ["program"]);
}

async function assertCodeFree(tx: Tx, columns: ReturnType<typeof columnsOf>, exceptId?: number) {
  const [clash] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        columns.courseId !== null
          ? eq(coupons.courseId, columns.courseId)
          : columns.internshipId !== null
            ? eq(coupons.internshipId, columns.internshipId)
            : forEveryProgram,
        eq(coupons.code, columns.code),
        exceptId !== undefined ? sql`${coupons.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new RuleError(COUPON_MESSAGES.codeTaken, ["code"]);
}

/** Two staff saving the same code at once: the unique index decides, and the loser sees the usual message. */
async function codeClashAsRuleError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new RuleError(COUPON_MESSAGES.codeTaken, ["code"]);
    throw error;
  }
}

/** Audit values: dates as ISO strings, so `changedFields` compares them by value. */
function auditable(columns: ReturnType<typeof columnsOf>) {
  return {
    ...columns,
    validFrom: columns.validFrom?.toISOString() ?? null,
    validUntil: columns.validUntil?.toISOString() ?? null,
  };
}

export async function createCoupon(db: Db, actor: Actor, input: CouponInput): Promise<number> {
  const columns = columnsOf(input);
  return codeClashAsRuleError(() =>
    db.transaction(async (tx) => {
      await assertProgramExists(tx, input.program);
      await assertCodeFree(tx, columns);
      const [row] = await tx.insert(coupons).values(columns).returning({ id: coupons.id });
      afterCommit(tx, CONTENT_CHANGED);
      await recordAudit(tx, actor, {
        action: "create",
        entity: "coupon",
        entityId: String(row.id),
        changes: changedFields({}, auditable(columns)),
      });
      return row.id;
    }),
  );
}

export async function updateCoupon(db: Db, actor: Actor, id: number, input: CouponInput): Promise<void> {
  const columns = columnsOf(input);
  await codeClashAsRuleError(() =>
    db.transaction(async (tx) => {
      // Locks the row: a registration counting a use waits, so `usedCount` below is the final word.
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
      if (!before) throw new NotFoundError(COUPON_MESSAGES.notFound);
      await assertProgramExists(tx, input.program);
      await assertCodeFree(tx, columns, id);
      if (columns.totalUses !== null && columns.totalUses < before.usedCount)
        throw new RuleError(COUPON_MESSAGES.totalBelowUsed(before.usedCount), ["totalUses"]);
      await tx.update(coupons).set(columns).where(eq(coupons.id, id));
      afterCommit(tx, CONTENT_CHANGED);
      await recordAudit(tx, actor, {
        action: "update",
        entity: "coupon",
        entityId: String(id),
        changes: changedFields(
          auditable({
            courseId: before.courseId,
            internshipId: before.internshipId,
            code: before.code,
            discountKind: before.discountKind,
            percentage: before.percentage,
            amountPaise: before.amountPaise,
            validFrom: before.validFrom,
            validUntil: before.validUntil,
            totalUses: before.totalUses,
            usesPerEmail: before.usesPerEmail,
            isActive: before.isActive,
          }),
          auditable(columns),
        ),
      });
    }),
  );
}

/** Deletes an unused coupon; a used one is kept for its report (make it inactive instead). */
export async function deleteCoupon(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!before) throw new NotFoundError(COUPON_MESSAGES.notFound);
    if (before.usedCount > 0) throw new RuleError(COUPON_MESSAGES.usedCannotDelete);
    await tx.delete(coupons).where(eq(coupons.id, id));
    afterCommit(tx, CONTENT_CHANGED);
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "coupon",
      entityId: String(id),
      changes: { code: [before.code, null] },
    });
  });
}
