/**
 * A program as the registration form lists it (GET /api/get-course-titles and /api/get-internship-titles, or
 * the page's loader), and the training types it is listed under. Types only, and the one guard: what the
 * form's parts share without importing each other.
 */
import { OPTIONS } from "../../../domain/constants";
import type { PublicBatch } from "../../../domain/programs/batch-view";
import type { ProgramOption as ListedProgram } from "../../../domain/programs/programs.server";

export type TrainingType = (typeof OPTIONS.trainingType)[number];

/**
 * A program as the API lists it (the domain's type), read by the browser: the registration fee and the batches
 * may be absent from an older answer (registration-api.ts keeps them out unless they are well formed).
 */
export type ProgramOption = Omit<ListedProgram, "registration_fee" | "batches"> & {
  registration_fee?: number;
  /** Upcoming batches (the form asks for one when there are any; batch-field.tsx). */
  batches?: PublicBatch[];
};

/** Each training type's programs as the server read them (null: that read failed). */
export type ProgramsByType = Partial<Record<TrainingType, ProgramOption[] | null>>;

export const isTrainingType = (value: string): value is TrainingType =>
  (OPTIONS.trainingType as readonly string[]).includes(value);
