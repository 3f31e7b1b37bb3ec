/**
 * A job application as it arrives (the parts of a multipart body, read as a stream within
 * `APPLICATION_LIMITS`), checked and stored: the one write path of `POST /api/apply-job` and of the
 * /opening-forms page's action (the form posted without JavaScript). Each caller reads the body itself
 * (server/http/multipart.ts) and turns the outcome into its own answer: JSON for the API, the page for the form.
 */
import { APPLICATION_BODY_MAX_BYTES, RESUME_MAX_BYTES } from "../constants.ts";
import type { Db } from "../db/db.ts";
import { RuleError } from "../errors.ts";
import { HONEYPOT_FIELD } from "../honeypot.ts";
import { checkInput, type InputIssue } from "../input-check.ts";
import { MESSAGES } from "../messages.ts";
import { type Storage, StorageFullError } from "../storage.ts";
import { jobApplicationSchema } from "./application.schema.ts";
import { submitJobApplication } from "./jobs.server.ts";
import { checkResume } from "./resume-type.ts";

export const RESUME_FIELD = "resume";

/**
 * The form has 17 text fields, the honeypot and the resume; the limits leave room for a few more fields
 * and for one file too many (a file sent in a text field's place is answered with that field's message).
 * A text field's value may be 16 KB: four times the longest the schema accepts in UTF-8.
 * (The shape of server/http/multipart.ts's `MultipartLimits`.)
 */
export const APPLICATION_LIMITS = {
  bodyBytes: APPLICATION_BODY_MAX_BYTES,
  parts: 40,
  fields: 38,
  files: 2,
  fieldNameBytes: 100,
  fieldValueBytes: 16 * 1024,
  fileBytes: RESUME_MAX_BYTES,
};

/** One part of the body, in the order sent (server/http/multipart.ts's `MultipartEntry`). */
export type ApplicationPart =
  | { name: string; value: string }
  | { name: string; file: { filename: string; bytes: Buffer } };

/** Free disk space comes back when someone acts, not in seconds: clients are asked to wait minutes. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 300;

/** A refused application: `field` is the one field a message without issues is about (the resume). */
export type ApplyRefusal =
  | { ok: false; status: 400 | 413; message: string; issues: InputIssue[]; field?: string }
  | { ok: false; status: 503; message: string; issues: []; field?: undefined; retryAfterSeconds: number };

/** Stored, or a filled honeypot answered like a success with nothing stored; or refused. */
export type ApplyOutcome = { ok: true; stored: boolean } | ApplyRefusal;

const refused = (
  status: 400 | 413,
  message: string,
  issues: InputIssue[] = [],
  field?: string,
): ApplyRefusal => ({ ok: false, status, message, issues, field });
const resumeRefused = (status: 400 | 413, message: string) => refused(status, message, [], RESUME_FIELD);

/**
 * The answer to a body the reader refused (server/http/multipart.ts's `MultipartError`: its `reason` and
 * message). The body and the resume have one limit a person can act on: the resume's size.
 */
export function unreadApplication(error: { reason: string; message: string }): ApplyOutcome {
  if (error.reason === "unreadable") return refused(400, MESSAGES.applicationMultipartOnly);
  const tooLarge = error.reason === "body" || error.reason === "fileSize";
  return tooLarge ? resumeRefused(413, MESSAGES.resumeTooLarge) : refused(413, error.message);
}

/** A file where text is expected: described without its bytes, which the schema refuses as not text. */
const notText = (part: ApplicationPart) =>
  "value" in part ? part.value : { filename: part.file.filename, size: part.file.bytes.length };

/** Logs the refusal of an upload for want of disk space (never the form's values). */
export type PausedLog = (freeMb: number) => void;

/**
 * Honeypot, text fields that must be text, the shared schema (and no control characters), the resume by
 * name, size and content, then the stored application; nothing is stored unless everything passes.
 */
export async function applyForJob(
  deps: { db: Db; storage: Storage; logPaused: PausedLog },
  parts: ApplicationPart[],
): Promise<ApplyOutcome> {
  const honeypot = parts.find((part) => part.name === HONEYPOT_FIELD);
  if (honeypot && "value" in honeypot && honeypot.value.trim() !== "") return { ok: true, stored: false };

  // Text fields must be text: a file sent under a text field's name is a wrong type, not an absent value.
  const fields: Record<string, unknown> = {};
  for (const part of parts) if (part.name !== RESUME_FIELD) fields[part.name] = notText(part);
  const input = checkInput(jobApplicationSchema, fields);
  if (!input.ok) return refused(400, input.issues[0]?.message ?? MESSAGES.applicationFailed(), input.issues);

  const resume = parts.find((part) => part.name === RESUME_FIELD);
  if (!resume || !("file" in resume) || resume.file.bytes.length === 0)
    return resumeRefused(400, MESSAGES.resumeRequired);
  const { filename, bytes } = resume.file;
  const check = checkResume(filename, bytes);
  if (!check.ok)
    return check.tooLarge
      ? resumeRefused(413, check.message)
      : refused(400, check.message, [{ path: RESUME_FIELD, message: check.message }]);

  try {
    await submitJobApplication({ db: deps.db, storage: deps.storage }, input.data, {
      bytes,
      originalName: filename,
      extension: check.extension,
      mimeType: check.mimeType,
    });
  } catch (error) {
    if (error instanceof RuleError)
      return refused(400, error.message, [{ path: error.path.join("."), message: error.message }]);
    if (!(error instanceof StorageFullError)) throw error;
    deps.logPaused(Math.floor(error.freeBytes / (1024 * 1024)));
    return {
      ok: false,
      status: 503,
      message: MESSAGES.uploadsPaused,
      issues: [],
      retryAfterSeconds: DISK_FULL_RETRY_AFTER_SECONDS,
    };
  }
  return { ok: true, stored: true };
}
