/**
 * What the registration page's action (app/routes/registration-forms.tsx) answers, the form's one door with
 * JavaScript (a fetcher) and without (a plain post): the registration it stored, or Conform's reply with the
 * errors on their fields and the values sent, and the text of the first refusal (the `error` POST
 * /api/registration answers with, which the form toasts).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Confirmation } from "./confirmation-panel";

/** Where the form posts: its page's own action. */
export const REGISTRATION_ACTION = "/registration-forms";

export type RegistrationAnswer =
  | { result: null; confirmation: Confirmation; error?: undefined }
  /** A refusal; `result` is null for a post the action never answered (the fields stay as they are). */
  | { result: SubmissionResult<string[]> | null; confirmation: null; error?: string };

/** The answer to a post that got none of the action's (offline, a limit in front of it, a failure of ours). */
export const NO_ANSWER: RegistrationAnswer = { result: null, confirmation: null };
