/**
 * Registrations: coupon checks, the stored registration with server-computed amounts, and the
 * token-guarded read behind the confirmation PDF. The server is the authority on money (docs/product/constants.md#fees):
 * the program and its price come from the database by training type and exact title; client totals are
 * never read.
 */
import { eq, sql } from "drizzle-orm";
import type { OPTIONS } from "../constants.ts";
import { isUniqueViolation } from "../db/database-errors.ts";
import type { Db } from "../db/db.ts";
import { registrations } from "../db/schema.ts";
import { emailIdentity } from "../enquiries/email-identity.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import type { PayLinks } from "../payments/pay-link.ts";
import { recordSubmission } from "../submissions.server.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import { withBatch } from "./batch-reads.server.ts";
import { claimCouponUse, findUsableCoupon } from "./coupons.server.ts";
import { hashToken, isRegistrationId, newDownloadToken, newRegistrationId, tokenMatchesHash } from "./ids.ts";
import { computeFees, discountShare, type FeeBreakdown, paiseToRupees } from "./pricing.ts";
import { findPricedProgram, type PricedProgram, type ProgramKind } from "./programs.server.ts";
import type { RegistrationData } from "./registration.schema.ts";
import { loadRegistrationFeePaise } from "./registration-fee.server.ts";
import { batchForRegistration, claimSeat, heldSeat, seatHoldHoursFor } from "./seats.server.ts";
import { findLiveOffer, takeOffer } from "./waitlist.server.ts";

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
  /** The discount as a percentage of the program's fee (a flat coupon's amount as a share of it). */
  discount_percentage: number;
  /** `percentage` or `flat`. */
  discount_type: "percentage" | "flat";
  /** Rupees saved on the program price: the amount registration will take off. */
  saved: number;
}

/**
 * POST /api/check-coupon: a coupon of the program that may be used now (active, in its window, uses left;
 * with an e-mail, that address's uses too) answers its percentage and the saving; any failed rule answers the
 * spec's one invalid-coupon text, so the check tells nobody which rule failed.
 */
export async function checkCoupon(
  db: Db,
  input: { trainingType: TrainingType; specificTraining: string; coupon: string; email?: string },
): Promise<CouponCheck> {
  const program = await programOrThrow(db, input.trainingType, input.specificTraining);
  const emailKey = input.email ? emailIdentity(input.email) : undefined;
  const coupon = await findUsableCoupon(db, program.kind, program.id, input.coupon, emailKey);
  if (!coupon) throw new RuleError(MESSAGES.couponInvalid, ["coupon"]);
  const fees = computeFees({
    pricePaise: program.pricePaise,
    discountPercentage: coupon.percentage,
    couponApplied: true,
    discountFlatPaise: coupon.amountPaise,
  });
  return {
    valid: true,
    discount_percentage:
      coupon.amountPaise === null ? coupon.percentage : discountShare(fees.discountPaise, fees.pricePaise),
    discount_type: coupon.amountPaise === null ? "percentage" : "flat",
    saved: paiseToRupees(fees.discountPaise),
  };
}

export interface RegistrationBilling {
  studentStateCode: string | null;
  sponsorGstin: string | null;
  sponsorCompany: string | null;
}

export interface CreatedRegistration {
  registrationId: string;
  /** Given to the registrant once; only its hash is stored. */
  downloadToken: string;
  /** The pay link's token (domain/payments/pay-link.ts); null when no pay links were given. */
  payToken: string | null;
  /** What the receipt will name, as stored (all null when not given). */
  billing: RegistrationBilling;
  /** The program's own title and the amounts stored (what the confirmation shows). */
  program: string;
  fees: FeeBreakdown;
  discountPercentage: number;
  /** The batch whose seat it took; null for a program without batches. */
  batchId: number | null;
  /** That batch in one line (`batchSummary`); null without one. */
  batch: string | null;
}

export interface RegistrationOptions {
  /** Online payment is on (the RAZORPAY_* variables are set): a seat is held until the payment deadline. */
  onlinePayment?: boolean;
}

/**
 * Stores one registration and its consent in one transaction, with the amounts computed here. A coupon that was
 * sent is used only if one of the program's coupons has that code and passes every rule; its use is counted in
 * the same transaction (claimCouponUse), so a refused or failed registration uses nothing. Anything else is
 * refused with the spec's invalid-coupon text (nothing stored), as is an unknown or inactive program. A seat of
 * the chosen batch is counted the same way (claimSeat), and held until the hold time ends unless paid: with
 * `onlinePayment`, until the payment deadline (seatHoldHoursFor).
 */
export async function createRegistration(
  db: Db,
  data: RegistrationData,
  payLinks?: PayLinks,
  { onlinePayment = false }: RegistrationOptions = {},
): Promise<CreatedRegistration> {
  const program = await programOrThrow(db, data.trainingType, data.specificTraining);
  const couponGiven = data.discount_coupon.trim() !== "";
  const emailKey = emailIdentity(data.email);
  // Checked before the transaction so an obvious mismatch costs no lock; the claim below re-checks it all.
  const candidate = couponGiven
    ? await findUsableCoupon(db, program.kind, program.id, data.discount_coupon)
    : null;
  if (couponGiven && !candidate) throw new RuleError(MESSAGES.couponInvalid, ["discount_coupon"]);
  // A waiting-list link holds a seat of a full batch for its person: the check before the transaction lets it
  // through, the transaction takes it (takeOffer) or, if the offer is gone meanwhile, claims a seat as anyone.
  const offer = data.offer && data.batchId !== null ? await findLiveOffer(db, data.offer) : null;
  const batchId =
    offer && offer.batchId === data.batchId
      ? offer.batchId
      : await batchForRegistration(db, program.kind, program.id, data.batchId);

  const downloadToken = newDownloadToken();
  const plan: RegistrationPlan = {
    data,
    program,
    couponId: candidate?.id ?? null,
    emailKey,
    offer: offer !== null,
    batchId,
    onlinePayment,
    base: registrantColumns(data, program, emailKey, downloadToken),
  };
  // 50 random bits make a collision all but impossible; should one happen, draw a new id.
  for (let attempt = 1; ; attempt++) {
    const registrationId = newRegistrationId();
    // The pay link is derived, so the letter and the PDFs can print it later; only its hash is kept.
    const payToken = payLinks ? payLinks.tokenFor(registrationId) : null;
    try {
      const stored = await db.transaction((tx) => storeRegistration(tx, plan, registrationId, payToken));
      const billing = {
        studentStateCode: data.studentStateCode,
        sponsorGstin: data.sponsorGstin,
        sponsorCompany: data.sponsorCompany,
      };
      return { registrationId, downloadToken, payToken, billing, program: program.title, batchId, ...stored };
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

type Program = Awaited<ReturnType<typeof programOrThrow>>;

/** What the checks before the transaction settled, for each try at storing. */
interface RegistrationPlan {
  data: RegistrationData;
  program: Program;
  /** The coupon that passed the check before the transaction (claimed again inside it). */
  couponId: number | null;
  emailKey: string;
  /** A live waiting-list offer came with the form. */
  offer: boolean;
  batchId: number | null;
  onlinePayment: boolean;
  base: ReturnType<typeof registrantColumns>;
}

/** The columns the person's form and the program fill, the same on every try. */
function registrantColumns(
  data: RegistrationData,
  program: Program,
  emailKey: string,
  downloadToken: string,
) {
  return {
    downloadTokenHash: hashToken(downloadToken),
    fullName: data.fullName,
    fathersName: data.fathersName,
    nationality: data.nationality,
    gender: data.gender,
    email: data.email,
    emailKey,
    phone: data.phone,
    address: data.address,
    workingStatus: data.workingStatus,
    collegeName: data.collegeName,
    branch: data.branch,
    year: data.year,
    collegeAddress: data.collegeAddress,
    trainingType: data.trainingType,
    studentStateCode: data.studentStateCode,
    sponsorGstin: data.sponsorGstin,
    sponsorCompany: data.sponsorCompany,
    specificTraining: program.title,
    duration: program.duration,
  };
}

/** One try: the coupon's use and the seat claimed, the fees of this moment, the row and its consent. */
async function storeRegistration(
  tx: Db,
  plan: RegistrationPlan,
  registrationId: string,
  payToken: string | null,
) {
  const { data, program, batchId } = plan;
  const coupon =
    plan.couponId !== null ? await claimCouponUse(tx, plan.couponId, plan.emailKey, "discount_coupon") : null;
  const seat =
    batchId === null
      ? null
      : plan.offer && (await takeOffer(tx, data.offer, batchId))
        ? await heldSeat(tx, program.kind, program.id, batchId)
        : await claimSeat(tx, program.kind, program.id, batchId);
  const holdHours = seat ? await seatHoldHoursFor(tx, plan.onlinePayment) : 0;
  // The fee of this moment is stored with the registration, which keeps it if the setting changes.
  const registrationFeePaise = await loadRegistrationFeePaise(tx);
  const fees = computeFees({
    registrationFeePaise,
    pricePaise: program.pricePaise,
    discountPercentage: coupon?.percentage ?? 0,
    couponApplied: coupon !== null,
    discountFlatPaise: coupon?.amountPaise,
  });
  // A flat coupon's share of this fee, so the letters' "(n%)" stays true.
  const discountPercentage =
    coupon === null
      ? 0
      : coupon.amountPaise === null
        ? coupon.percentage
        : discountShare(fees.discountPaise, fees.pricePaise);
  await tx.insert(registrations).values({
    id: registrationId,
    ...plan.base,
    payTokenHash: payToken ? hashToken(payToken) : null,
    programPricePaise: fees.pricePaise,
    couponCode: coupon?.code ?? null,
    couponId: coupon?.id ?? null,
    discountPercentage,
    discountPaise: fees.discountPaise,
    totalFeesPaise: fees.totalFeesPaise,
    registrationFeePaise: fees.registrationFeePaise,
    payableNowPaise: fees.payableNowPaise,
    batchId: seat?.id ?? null,
    seatHeldUntil: seat ? sql`now() + make_interval(hours => ${holdHours})` : null,
  });
  await recordSubmission(tx, {
    form: "registration",
    email: data.email,
    phone: data.phone,
    recordTable: "registrations",
    recordId: registrationId,
  });
  // The program's pages and /api stop offering a coupon that has no use left.
  // The program's pages and the form stop offering a batch that has no seat left.
  if (coupon?.usedUp || seat?.filled) afterCommit(tx, CONTENT_CHANGED);
  return { fees, discountPercentage, batch: seat?.summary ?? null };
}

export type RegistrationRecord = typeof registrations.$inferSelect;

/**
 * The registration behind GET /api/generate-pdf/{id}?token=…: an unknown id and a wrong or missing token
 * both answer NotFoundError, so the endpoint tells nobody which ids exist.
 */
export async function getRegistrationForDownload(
  db: Db,
  registrationId: string,
  token: string | null | undefined,
): Promise<RegistrationRecord & { batch: string | null }> {
  const id = registrationId.trim().toUpperCase();
  const [row] = isRegistrationId(id)
    ? await db.select().from(registrations).where(eq(registrations.id, id)).limit(1)
    : [];
  const matches = tokenMatchesHash(token, row?.downloadTokenHash);
  if (!row || !matches) throw new NotFoundError(MESSAGES.registrationNotFound);
  return withBatch(db, row);
}
