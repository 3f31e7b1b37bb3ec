/**
 * What the public pages and the registration form need of a batch (docs/decisions/0054-batches-with-seats.md):
 * its modes' words, its timing and one-line summary, the shape visitors receive. No zod here: the course page
 * imports this, and the form kit's schema chunk must stay out of what it downloads (batch.schema.ts has the
 * console's form and re-exports these).
 */
import { formatDay } from "../format.ts";

export const BATCH_MODES = ["online", "classroom", "hybrid"] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const BATCH_MODE_LABELS: Record<BatchMode, string> = {
  online: "Online",
  classroom: "Classroom (at our Noida office)",
  hybrid: "Hybrid (online and classroom)",
};

/** When and how a batch runs: what the public pages and the console's batch list both show of it. */
export interface BatchSchedule {
  id: number;
  startsOn: string;
  endsOn: string | null;
  duration: string;
  mode: BatchMode;
  days: string;
  startTime: string;
  endTime: string;
}

/** A batch as visitors see it (domain/programs/batch-reads.server.ts reads them). */
export interface PublicBatch extends BatchSchedule {
  seatsLeft: number;
  /** `full`: shown, not choosable (its waiting list is). */
  availability: "open" | "full";
}

/**
 * A batch in one line, as the proof panel, the letters, the PDF and the roster name it:
 * `Starts 11 Jan 2027 · Classroom (at our Noida office) · Mon–Fri, 10:00–13:00 IST`.
 */
export function batchSummary(batch: {
  startsOn: string;
  mode: BatchMode;
  days: string;
  startTime: string;
  endTime: string;
}): string {
  return [`Starts ${formatDay(batch.startsOn)}`, BATCH_MODE_LABELS[batch.mode], batchTiming(batch)]
    .filter(Boolean)
    .join(" · ");
}

/** `Mon–Fri, 10:00–12:00 IST`, or what there is of it. */
export function batchTiming(batch: { days: string; startTime: string; endTime: string }): string {
  const times = batch.startTime ? `${batch.startTime}–${batch.endTime} IST` : "";
  return [batch.days, times].filter(Boolean).join(", ");
}

/** A waiting-list row's state, as the roster and the personal-data file name it. */
export const WAITLIST_STATUS_LABELS: Record<string, string> = {
  waiting: "Waiting",
  offered: "Offered a seat",
  registered: "Registered",
  expired: "Offer lapsed",
  cancelled: "Cancelled",
};
