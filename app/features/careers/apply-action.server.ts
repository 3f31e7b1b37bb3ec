/**
 * The /opening-forms action: the application form's one door, posted with JavaScript (a fetcher) and
 * without (docs/decisions/0034-writes-own-their-effects.md). The body is read as a stream
 * within the API's limits (`context.readMultipart`, never `request.formData()`, which would buffer it whole),
 * then checked and stored by `applyForJob`, the function POST /api/apply-job calls. The page answers with the
 * success text, or with the errors on their fields and the text values kept (status 400, 413 for a resume
 * over the limit, 503 with Retry-After while uploads are paused).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import {
  APPLICATION_LIMITS,
  type ApplicationPart,
  type ApplyOutcome,
  type ApplyRefusal,
  applyForJob,
  RESUME_FIELD,
  unreadApplication,
} from "../../../domain/careers/apply.server";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import type { Route } from "../../+types/root";
import type { ApplicationReply } from "./job-application-form";

type Context = Pick<
  Route.ActionArgs["context"],
  "db" | "storage" | "mail" | "logger" | "requestId" | "readMultipart"
>;

/** The fields the visitor sees: an error about any other (the job's reference) is about the whole form. */
const VISIBLE_FIELDS = new Set([
  "fullName",
  "email",
  "phone",
  "altPhone",
  "address",
  "permanentAddress",
  "qualification",
  "qualificationOther",
  "skills",
  "experience",
  "status",
  "mode",
  "hasNoticePeriod",
  "noticePeriod",
  RESUME_FIELD,
]);

/**
 * The refusal as Conform's reply: each message on its field (or the form's), the text values kept; and its
 * text, the `message` POST /api/apply-job answers with.
 */
function refusal(parts: ApplicationPart[], outcome: ApplyRefusal) {
  const initialValue: Record<string, string> = {};
  for (const part of parts)
    if ("value" in part && part.name !== HONEYPOT_FIELD && VISIBLE_FIELDS.has(part.name))
      initialValue[part.name] = part.value;
  const error: Record<string, string[]> = {};
  const issues = outcome.issues.length
    ? outcome.issues
    : [{ path: outcome.field ?? "", message: outcome.message }];
  for (const { path, message } of issues) {
    const name = VISIBLE_FIELDS.has(path) ? path : "";
    error[name] = [...(error[name] ?? []), message];
  }
  const result: SubmissionResult<string[]> = { status: "error", initialValue, error };
  return { submitted: false, result, message: outcome.message } satisfies ApplicationReply;
}

export async function applicationAction(context: Context, request: Request) {
  let parts: ApplicationPart[] = [];
  let outcome: ApplyOutcome;
  try {
    parts = await context.readMultipart(request, APPLICATION_LIMITS);
    outcome = await applyForJob(
      {
        db: context.db,
        storage: context.storage,
        logPaused: (freeMb) =>
          context.logger.error("upload refused: free disk space under MIN_FREE_DISK_MB", {
            requestId: context.requestId,
            freeMb,
          }),
      },
      parts,
    );
  } catch (error) {
    // The reader's refusal (server/http/multipart.ts's MultipartError, which pages may not import).
    if (!(error instanceof Error && "reason" in error && typeof error.reason === "string")) throw error;
    outcome = unreadApplication({ reason: error.reason, message: error.message });
  }
  if (outcome.ok) return data({ submitted: true } satisfies ApplicationReply, 200);
  const headers: HeadersInit =
    outcome.status === 503 ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return data(refusal(parts, outcome), { status: outcome.status, headers });
}
