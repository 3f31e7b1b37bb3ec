/**
 * Jobs and job applications. The application is multipart with a resume, read as a stream within limits
 * (server/http/multipart.ts: a body of thousands of tiny parts is refused at the first part over the limit,
 * not parsed whole); fields checked by the shared schema, the resume by name, size and magic bytes; nothing
 * is stored unless everything passes. Every answer of /apply-job carries `message`.
 * The list of open jobs is public and the same for everyone: `cached` (server/http/json-cache.ts) keeps it.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { jobApplicationSchema } from "../../domain/careers/application.schema.ts";
import { listOpenJobs, submitJobApplication } from "../../domain/careers/jobs.server.ts";
import { checkResume } from "../../domain/careers/resume-type.ts";
import { APPLICATION_BODY_MAX_BYTES, RESUME_MAX_BYTES } from "../../domain/constants.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { StorageFullError } from "../../domain/storage.ts";
import type { AppEnv, Deps } from "../deps.ts";
import {
  type MultipartEntry,
  MultipartError,
  type MultipartLimits,
  readMultipart,
} from "../http/multipart.ts";
import { limitRequests } from "../http/rate-limit.ts";
import { BadRequestError, parseWith } from "../http/validation.ts";
import { errorsWithMessage } from "./enquiries.ts";

const RESUME_FIELD = "resume";

/**
 * The form has 17 text fields, the honeypot and the resume; the limits leave room for a few more fields
 * and for one file too many (a file sent in a text field's place is answered with that field's message).
 * A text field's value may be 16 KB: four times the longest the schema accepts in UTF-8.
 */
export const APPLICATION_LIMITS: MultipartLimits = {
  bodyBytes: APPLICATION_BODY_MAX_BYTES,
  parts: 40,
  fields: 38,
  files: 2,
  fieldNameBytes: 100,
  fieldValueBytes: 16 * 1024,
  fileBytes: RESUME_MAX_BYTES,
};

/** A file where text is expected: described without its bytes, which the schema refuses as not text. */
const notText = (entry: MultipartEntry) =>
  "value" in entry ? entry.value : { filename: entry.file.filename, size: entry.file.bytes.length };

/** Free disk space comes back when someone acts, not in seconds: clients are asked to wait minutes. */
const DISK_FULL_RETRY_AFTER_SECONDS = 300;

export function careerRoutes({ db, storage, logger, rateLimiter }: Deps, cached: MiddlewareHandler<AppEnv>) {
  const uploadLimit = limitRequests(rateLimiter, "upload");
  return (
    new Hono<AppEnv>()
      .get("/jobs", cached, async (c) => c.json(await listOpenJobs(db)))
      .use("/apply-job", errorsWithMessage)
      // Each application may carry a 5 MB file: its own budget per address, on top of the POST limit.
      .use("/apply-job", async (c, next) => (c.req.method === "POST" ? uploadLimit(c, next) : next()))
      .post("/apply-job", async (c) => {
        const type = c.req.header("content-type") ?? "";
        if (!type.startsWith("multipart/form-data"))
          throw new BadRequestError(MESSAGES.applicationMultipartOnly);
        let entries: MultipartEntry[];
        try {
          entries = await readMultipart(c.req.raw, APPLICATION_LIMITS);
        } catch (error) {
          if (!(error instanceof MultipartError)) throw error;
          if (error.reason === "unreadable") throw new BadRequestError(MESSAGES.applicationMultipartOnly);
          // The body and the resume have one limit a person can act on: the resume's size.
          const tooLarge = error.reason === "body" || error.reason === "fileSize";
          const message = tooLarge ? MESSAGES.resumeTooLarge : error.message;
          return c.json({ error: message, message }, 413);
        }

        const honeypot = entries.find((entry) => entry.name === HONEYPOT_FIELD);
        if (honeypot && "value" in honeypot && honeypot.value.trim() !== "")
          return c.json({ message: MESSAGES.applicationSubmittedApi }, 201);

        // Text fields must be text: a file sent under a text field's name is a wrong type, not an absent value.
        const fields: Record<string, unknown> = {};
        for (const entry of entries) if (entry.name !== RESUME_FIELD) fields[entry.name] = notText(entry);
        const input = parseWith(jobApplicationSchema, fields);

        const resume = entries.find((entry) => entry.name === RESUME_FIELD);
        if (!resume || !("file" in resume) || resume.file.bytes.length === 0)
          throw new BadRequestError(MESSAGES.resumeRequired);
        const { filename, bytes } = resume.file;
        const check = checkResume(filename, bytes);
        if (!check.ok) {
          if (check.tooLarge) return c.json({ error: check.message, message: check.message }, 413);
          throw new BadRequestError(check.message, [{ path: RESUME_FIELD, message: check.message }]);
        }

        try {
          await submitJobApplication({ db, storage }, input, {
            bytes,
            originalName: filename,
            extension: check.extension,
            mimeType: check.mimeType,
          });
        } catch (error) {
          if (!(error instanceof StorageFullError)) throw error;
          logger.error("upload refused: free disk space under MIN_FREE_DISK_MB", {
            requestId: c.get("requestId"),
            freeMb: Math.floor(error.freeBytes / (1024 * 1024)),
          });
          c.header("Retry-After", String(DISK_FULL_RETRY_AFTER_SECONDS));
          return c.json({ error: MESSAGES.uploadsPaused, message: MESSAGES.uploadsPaused }, 503);
        }
        return c.json({ message: MESSAGES.applicationSubmittedApi }, 201);
      })
  );
}
