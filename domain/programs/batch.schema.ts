/**
 * Batches of a program (docs/decisions/0054-batches-with-seats.md): the console's batch form, shared by the form
 * (as you type) and the action, with its refusals, labels and the rules of which batch takes registrations.
 * Days are India days (`YYYY-MM-DD`), times `HH:MM` in India time.
 */
import { isCalendarDay } from "../calendar-day.ts";
import { PAYMENT_DEADLINE_HOURS } from "../payments/payment-deadline.ts";
import { plainText, z } from "../zod.ts";
import type { BatchMode } from "./batch-view.ts";

export {
  BATCH_MODE_LABELS,
  BATCH_MODES,
  type BatchMode,
  type BatchSchedule,
  batchSummary,
  batchTiming,
  type PublicBatch,
} from "./batch-view.ts";

export const BATCH_STATUSES = ["open", "full", "closed", "cancelled"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  open: "Open",
  full: "Full",
  closed: "Closed",
  cancelled: "Cancelled",
};
/** What the batch form may set; a batch is cancelled by its own operation (everyone in it is told). */
export const EDITABLE_BATCH_STATUSES = ["open", "full", "closed"] as const;

/** The most seats a batch may have. */
export const BATCH_SEATS_MAX = 500;
/** Until a setting says otherwise, an unpaid registration keeps its seat this long. */
export const SEAT_HOLD_HOURS_DEFAULT = 48;
/** A waiting person's offer of a freed seat is valid this long. */
export const WAITLIST_OFFER_HOURS = 24;
/** The dashboard lists batches starting within this many days. */
export const BATCHES_SOON_DAYS = 14;

export const BATCH_MESSAGES = {
  startsOn: "Enter the start date.",
  endsOn: "Enter a valid end date, or leave it empty and give a duration.",
  endBeforeStart: "The end date cannot be before the start date.",
  endOrDuration: "Give an end date or a duration.",
  duration: "Enter the duration in at most 60 characters (for example: 8 weeks).",
  mode: "Choose online, classroom or hybrid.",
  days: "Enter the days in at most 60 characters (for example: Mon–Fri).",
  time: "Enter a time as HH:MM (24-hour, India time), or leave both empty.",
  timeOrder: "The end time must be after the start time.",
  timePair: "Give both times, or neither.",
  seats: `Enter the number of seats, from 1 to ${BATCH_SEATS_MAX}.`,
  closesOn: "Enter a valid date, or leave it empty to close on the start date.",
  closesAfterStart: "Registration cannot close after the batch starts.",
  status: "Choose open, full or closed.",
  seatsBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? "student holds a seat" : "students hold seats"} in this batch; the seats cannot be fewer.`,
  notFound: "This batch does not exist any more.",
  cancelled: "This batch is cancelled and cannot be changed.",
  alreadyCancelled: "This batch is already cancelled.",
  moveSame: "The student is already in this batch.",
  moveOtherProgram: "Choose a batch of the same program.",
  moveTargetClosed: "That batch is not taking students (closed, cancelled or started).",
  moveTargetFull: "That batch has no seat left.",
  moveTarget: "Choose the batch to move the student to.",
  cancelConfirm: "Tick the box to confirm that this batch is cancelled and its students told.",
  moveNoSeat: "This registration holds no seat to move (it is cancelled, refunded or lapsed).",
  stale: "Someone else changed this batch since you opened it. Reload it and make your change again.",
  /** The registration form's refusals. */
  choose: "Please choose a batch.",
  otherProgram: "This batch is not one of this program's batches. Please choose one from the list.",
  closed: "Registration for this batch is closed. Please choose another batch.",
  full: "This batch is full. Please choose another batch or join its waiting list.",
  allFull: "Every batch of this program is full. Please join a batch's waiting list.",
} as const;

const M = BATCH_MESSAGES;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = (message: string) =>
  plainText({ error: message }).regex(DAY, { error: message }).refine(isCalendarDay, { error: message });
/** Blank or missing: none. */
const optionalDay = (message: string) =>
  z
    .union([z.literal(""), day(message)], { error: message })
    .optional()
    .transform((value) => value || null);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z
  .union([z.literal(""), plainText({ error: M.time }).regex(TIME, { error: M.time })], { error: M.time })
  .optional()
  .transform((value) => value ?? "");
const shortText = (message: string) =>
  plainText({ error: message })
    .trim()
    .max(60, { error: message })
    .optional()
    .transform((value) => value ?? "");

/*
 * Only zod features the public forms already use (see coupon.schema.ts): zod is one chunk shared with them.
 */
export const batchSchema = z
  .object({
    startsOn: day(M.startsOn),
    endsOn: optionalDay(M.endsOn),
    duration: shortText(M.duration),
    mode: plainText({ error: M.mode })
      .regex(/^(online|classroom|hybrid)$/, { error: M.mode })
      .transform((mode) => mode as BatchMode),
    days: shortText(M.days),
    startTime: time,
    endTime: time,
    seats: plainText({ error: M.seats })
      .trim()
      .regex(/^[1-9]\d{0,2}$/, { error: M.seats })
      .transform(Number)
      .refine((seats) => seats <= BATCH_SEATS_MAX, { error: M.seats }),
    registrationClosesOn: optionalDay(M.closesOn),
    status: plainText({ error: M.status })
      .regex(/^(open|full|closed)$/, { error: M.status })
      .optional()
      .transform((status) => (status ?? "open") as (typeof EDITABLE_BATCH_STATUSES)[number]),
  })
  .refine((v) => !v.endsOn || v.endsOn >= v.startsOn, { error: M.endBeforeStart, path: ["endsOn"] })
  .refine((v) => v.endsOn !== null || v.duration !== "", { error: M.endOrDuration, path: ["duration"] })
  .refine((v) => (v.startTime === "") === (v.endTime === ""), { error: M.timePair, path: ["endTime"] })
  .refine((v) => v.startTime === "" || v.endTime === "" || v.endTime > v.startTime, {
    error: M.timeOrder,
    path: ["endTime"],
  })
  .refine((v) => !v.registrationClosesOn || v.registrationClosesOn <= v.startsOn, {
    error: M.closesAfterStart,
    path: ["registrationClosesOn"],
  });

export type BatchInput = z.output<typeof batchSchema>;

/** The last India day a batch takes registrations. */
export function lastRegistrationDay(batch: {
  startsOn: string;
  registrationClosesOn: string | null;
}): string {
  return batch.registrationClosesOn ?? batch.startsOn;
}

/** What a visitor may do with a batch: register, join its waiting list, or nothing. */
export type BatchAvailability = "open" | "full" | "closed";

/** Where a batch stands for a visitor on India day `today`. */
export function batchAvailability(
  batch: {
    status: BatchStatus;
    seats: number;
    seatsTaken: number;
    startsOn: string;
    registrationClosesOn: string | null;
  },
  today: string,
): BatchAvailability {
  if (batch.status === "cancelled" || batch.status === "closed") return "closed";
  if (today > lastRegistrationDay(batch)) return "closed";
  if (batch.status === "full" || batch.seatsTaken >= batch.seats) return "full";
  return "open";
}

/** The roster's "move to another batch" form. */
export const batchMoveSchema = z.object({
  registrationId: plainText({ error: M.moveNoSeat }).regex(/^REG-[A-Z0-9]{4,20}$/, { error: M.moveNoSeat }),
  toBatchId: plainText({ error: M.moveTarget })
    .regex(/^[1-9]\d{0,9}$/, { error: M.moveTarget })
    .transform(Number),
});

/** Cancelling a batch must be ticked as meant. */
export const batchCancelSchema = z.object({
  confirm: z.literal("on", { error: M.cancelConfirm }),
});

/** The Settings screen's seat hold (admin): how long an unpaid registration keeps its batch's seat. */
export const SEAT_HOLD_TEXT = {
  heading: "Seat hold",
  intro:
    "An unpaid registration keeps its batch's seat this long; then the seat goes back to the batch, the registration is marked lapsed and the registrant told. Registrations already made keep their hold.",
  label: "Hold unpaid seats for (hours)",
  hint: `${SEAT_HOLD_HOURS_DEFAULT} until set; from 1 to 720 (30 days).`,
  save: "Save seat hold",
  /** Shown while online payment is on: the setting then waits for it to be off (seatHoldHoursFor). */
  online: `Online payment is on: new registrations keep their seat until the payment deadline, ${PAYMENT_DEADLINE_HOURS} hours after registering, and this setting applies only when online payment is off.`,
  invalid: "Enter a whole number of hours from 1 to 720.",
} as const;

export const seatHoldSchema = z.object({
  hours: plainText({ error: SEAT_HOLD_TEXT.invalid })
    .trim()
    .regex(/^[1-9]\d{0,2}$/, { error: SEAT_HOLD_TEXT.invalid })
    .transform(Number)
    .refine((hours) => hours <= 720, { error: SEAT_HOLD_TEXT.invalid }),
});
