/**
 * Registrations: coupon checks, the stored registration with server-computed amounts, and the
 * token-guarded read behind the confirmation PDF. The server is the authority on money (architecture §5):
 * the program and its price come from the database by training type and exact title; client totals are
 * never read.
 */
import { eq } from "drizzle-orm";
import type { OPTIONS } from "../constants.ts";
import type { Db } from "../db/db.ts";
import { registrations } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import { recordSubmission } from "../submissions.server.ts";
import { couponMatches } from "./coupon.ts";
import { hashToken, isRegistrationId, newDownloadToken, newRegistrationId, tokenMatchesHash } from "./ids.ts";
import { computeFees, paiseToRupees } from "./pricing.ts";
import { findPricedProgram, type PricedProgram, type ProgramKind } from "./programs.server.ts";
import type { RegistrationData } from "./registration.schema.ts";

export type TrainingType = (typeof OPTIONS.trainingType)[number];

/** Which catalogue a training type's programs come from. */
export const PROGRAM_KIND_OF: Record<TrainingType, ProgramKind> = {
  Courses: "course",
  Internship: "internship",
};

async function programOrThrow(db: Db, trainingType: TrainingType, title: string): Promise<PricedProgram> {
  const program = await findPricedProgram(db, PROGRAM_KIND_OF[trainingType], title);
  if (!program) throw new RuleError(MESSAGES.programUnavailable, ["specificTraining"]);
  return program;
}

export interface CouponCheck {
  valid: true;
  discount_percentage: number;
  /** Rupees saved on the program price. */
  saved: number;
}

/** POST /api/check-coupon: a matching coupon answers its percentage and the saving; otherwise a RuleError. */
export async function checkCoupon(
  db: Db,
  input: { trainingType: TrainingType; specificTraining: string; coupon: string },
): Promise<CouponCheck> {
  const program = await programOrThrow(db, input.trainingType, input.specificTraining);
  if (!couponMatches(input.coupon, program.coupon)) throw new RuleError(MESSAGES.couponInvalid, ["coupon"]);
  const fees = computeFees({
    pricePaise: program.pricePaise,
    discountPercentage: program.discountPercentage,
    couponApplied: true,
  });
  return {
    valid: true,
    discount_percentage: program.discountPercentage,
    saved: paiseToRupees(fees.discountPaise),
  };
}

export interface CreatedRegistration {
  registrationId: string;
  /** Given to the registrant once; only its hash is stored. */
  downloadToken: string;
}

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: string }).code === UNIQUE_VIOLATION) return true;
  return false;
}

/**
 * Stores one registration and its consent in one transaction, with the amounts computed here. A coupon that was sent but
 * does not match the program's is refused (nothing stored), as is an unknown or inactive program.
 */
export async function createRegistration(db: Db, data: RegistrationData): Promise<CreatedRegistration> {
  const program = await programOrThrow(db, data.trainingType, data.specificTraining);
  const couponGiven = data.discount_coupon.trim() !== "";
  if (couponGiven && !couponMatches(data.discount_coupon, program.coupon))
    throw new RuleError(MESSAGES.couponInvalid, ["discount_coupon"]);
  const fees = computeFees({
    pricePaise: program.pricePaise,
    discountPercentage: program.discountPercentage,
    couponApplied: couponGiven,
  });

  const downloadToken = newDownloadToken();
  const row = {
    downloadTokenHash: hashToken(downloadToken),
    fullName: data.fullName,
    fathersName: data.fathersName,
    nationality: data.nationality,
    gender: data.gender,
    email: data.email,
    phone: data.phone,
    address: data.address,
    workingStatus: data.workingStatus,
    collegeName: data.collegeName,
    branch: data.branch,
    year: data.year,
    collegeAddress: data.collegeAddress,
    trainingType: data.trainingType,
    specificTraining: program.title,
    duration: program.duration,
    programPricePaise: fees.pricePaise,
    couponCode: couponGiven ? program.coupon : null,
    discountPercentage: couponGiven ? program.discountPercentage : 0,
    discountPaise: fees.discountPaise,
    totalFeesPaise: fees.totalFeesPaise,
    registrationFeePaise: fees.registrationFeePaise,
    payableNowPaise: fees.payableNowPaise,
  };
  // 50 random bits make a collision all but impossible; should one happen, draw a new id.
  for (let attempt = 1; ; attempt++) {
    const registrationId = newRegistrationId();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(registrations).values({ id: registrationId, ...row });
        await recordSubmission(tx, {
          form: "registration",
          email: data.email,
          phone: data.phone,
          recordTable: "registrations",
          recordId: registrationId,
        });
      });
      return { registrationId, downloadToken };
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

export type RegistrationRecord = typeof registrations.$inferSelect;

/** A hash no token produces, compared when the id is unknown so both failures take the same path. */
const NO_MATCH_HASH = "0".repeat(64);

/**
 * The registration behind GET /api/generate-pdf/{id}?token=…: an unknown id and a wrong or missing token
 * both answer NotFoundError, so the endpoint tells nobody which ids exist.
 */
export async function getRegistrationForDownload(
  db: Db,
  registrationId: string,
  token: string | null | undefined,
): Promise<RegistrationRecord> {
  const id = registrationId.trim().toUpperCase();
  const [row] = isRegistrationId(id)
    ? await db.select().from(registrations).where(eq(registrations.id, id)).limit(1)
    : [];
  const matches = tokenMatchesHash(token, row?.downloadTokenHash ?? NO_MATCH_HASH);
  if (!row || !matches) throw new NotFoundError(MESSAGES.registrationNotFound);
  return row;
}
