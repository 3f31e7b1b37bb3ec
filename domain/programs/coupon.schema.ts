/**
 * The console's coupon form (docs/product/console.md#screens "Coupons"), shared by the form (as you type) and the action.
 * Dates are whole days in India time: a coupon is valid from the start of `validFrom` to the end of `validUntil`.
 */
import { isCalendarDay } from "../calendar-day.ts";
import { plainText, z } from "../zod.ts";

export const COUPON_MESSAGES = {
  program: "Choose a course or an internship, or every program.",
  code: "Enter a code of letters, digits, - or _.",
  codeTaken: "This program has a coupon with this code already (codes ignore case).",
  discountKind: "Choose a percentage or a flat amount.",
  percentage: "Enter a percentage above 0 and at most 100.",
  amount: "Enter an amount in rupees above 0 (at most 2 decimals).",
  date: "Enter a date.",
  window: "The last valid day cannot be before the first.",
  uses: "Enter a whole number of at least 1, or leave it empty for no limit.",
  totalBelowUsed: (used: number) => `This coupon has been used ${used} times; the total cannot be lower.`,
  usedCannotDelete:
    "A coupon that has been used cannot be deleted (its uses stay in the report). Make it inactive.",
  notFound: "This coupon does not exist any more.",
  programGone: "This program does not exist any more.",
} as const;

const M = COUPON_MESSAGES;

/**
 * The registration form's coupon field takes at most REGISTRATION_LIMITS.coupon (50) characters. Not imported:
 * the public form loads registration.schema.ts in a chunk of its own, which a console import would undo.
 */
const CODE_MAX = 50;

/** The program select's value of a coupon for every program (stored with no course and no internship). */
export const ALL_PROGRAMS = "all";

/** `course:12`, `internship:3` or `all`: the program a coupon belongs to, as the form's select sends it. */
export const programRef = plainText({ error: M.program }).regex(/^(all|(course|internship):[1-9]\d{0,9})$/, {
  error: M.program,
});

export const DISCOUNT_KINDS = ["percentage", "flat"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percentage: "Percentage of the fee",
  flat: "Flat amount (₹)",
};

/*
 * Only zod features the public forms already use (string, regex, refine, transform, boolean, optional): zod is
 * one chunk shared with the public forms, and a console-only feature (z.number, z.iso.date, .default) would
 * add its code to what public pages download.
 */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = plainText({ error: M.date })
  .regex(DAY, { error: M.date })
  .refine(isCalendarDay, { error: M.date })
  .optional();
const limit = plainText({ error: M.uses })
  .regex(/^[1-9]\d{0,6}$/, { error: M.uses })
  .transform(Number)
  .optional();

export const couponSchema = z
  .object({
    program: programRef,
    code: plainText({ error: M.code })
      .trim()
      .min(1, { error: M.code })
      .max(CODE_MAX, { error: M.code })
      .regex(/^[A-Za-z0-9_-]+$/, { error: M.code })
      .transform((code) => code.toUpperCase()),
    /** Absent: a percentage (as every coupon was before flat amounts). */
    discountKind: plainText({ error: M.discountKind })
      .regex(/^(percentage|flat)$/, { error: M.discountKind })
      .optional()
      .transform((kind) => (kind ?? "percentage") as DiscountKind),
    percentage: plainText({ error: M.percentage })
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: M.percentage })
      .transform(Number)
      .refine((value) => value > 0 && value <= 100, { error: M.percentage })
      .optional(),
    /** Rupees as typed (`1500`, `999.50`), stored as paise. */
    amount: plainText({ error: M.amount })
      .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: M.amount })
      .transform((rupees) => Math.round(Number(rupees) * 100))
      .refine((paise) => paise > 0, { error: M.amount })
      .optional(),
    validFrom: day,
    validUntil: day,
    totalUses: limit,
    usesPerEmail: limit,
    /** A checkbox: "on" when ticked, absent when not. */
    isActive: z
      .boolean({ error: "Tick Active, or leave it empty." })
      .optional()
      .transform((value) => value === true),
  })
  .refine((v) => v.discountKind !== "percentage" || v.percentage !== undefined, {
    error: M.percentage,
    path: ["percentage"],
  })
  .refine((v) => v.discountKind !== "flat" || v.amount !== undefined, {
    error: M.amount,
    path: ["amount"],
  })
  .refine((v) => !v.validFrom || !v.validUntil || v.validUntil >= v.validFrom, {
    error: M.window,
    path: ["validUntil"],
  });

export type CouponInput = z.output<typeof couponSchema>;

export type ProgramKind = "course" | "internship";

/** The program of a select value; null for every program. */
export function parseProgramRef(ref: string): { kind: ProgramKind; id: number } | null {
  if (ref === ALL_PROGRAMS) return null;
  const [kind, id] = ref.split(":");
  return { kind: kind as ProgramKind, id: Number(id) };
}

/** India has one offset all year (no daylight saving). */
const IST_OFFSET = "+05:30";
const DAY_MS = 86_400_000;

/** The first instant of a day in India. */
export function startOfIndianDay(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00${IST_OFFSET}`);
}

/** The end of a day in India, as the exclusive instant the next day begins. */
export function endOfIndianDay(isoDay: string): Date {
  return new Date(startOfIndianDay(isoDay).getTime() + DAY_MS);
}

/** The Indian day of an instant, as YYYY-MM-DD. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** The last valid day of an exclusive end instant. */
export function lastIndianDay(endExclusive: Date): string {
  return indianDay(new Date(endExclusive.getTime() - 1));
}

/** Where a coupon stands now: only `usable` ones are accepted by the public check and registration. */
export type CouponStatus = "usable" | "inactive" | "scheduled" | "expired" | "used-up";

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  usable: "Usable",
  inactive: "Inactive",
  scheduled: "Not yet valid",
  expired: "Expired",
  "used-up": "Used up",
};

/** `20%` or `₹1,500.00 off`: a coupon's discount as the console lists it. */
export function discountText(
  coupon: { discountKind: DiscountKind; percentage: number; amountPaise: number | null },
  rupees: (amount: number) => string,
): string {
  return coupon.discountKind === "flat" && coupon.amountPaise !== null
    ? `${rupees(coupon.amountPaise / 100)} off`
    : `${coupon.percentage}%`;
}

/** What the console calls a coupon for every program. */
export const EVERY_PROGRAM_LABEL = "Every program";
