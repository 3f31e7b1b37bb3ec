/**
 * Jobs and job applications. The application is multipart with a resume: its own body limit (the global
 * JSON limit skips this path), fields checked by the shared schema, the resume by name, size and magic bytes;
 * nothing is stored unless everything passes. Every answer of /apply-job carries `message`.
 * The list of open jobs is public and the same for everyone: `cached` (server/http/json-cache.ts) keeps it.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jobApplicationSchema } from "../../domain/careers/application.schema.ts";
import { listOpenJobs, submitJobApplication } from "../../domain/careers/jobs.server.ts";
import { checkResume } from "../../domain/careers/resume-type.ts";
import { APPLICATION_BODY_MAX_BYTES } from "../../domain/constants.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { limitRequests } from "../http/rate-limit.ts";
import { BadRequestError, parseWith } from "../http/validation.ts";
import { errorsWithMessage } from "./enquiries.ts";

const RESUME_FIELD = "resume";

export function careerRoutes({ db, storage, rateLimiter }: Deps, cached: MiddlewareHandler<AppEnv>) {
  const uploadLimit = limitRequests(rateLimiter, "upload");
  return (
    new Hono<AppEnv>()
      .get("/jobs", cached, async (c) => c.json(await listOpenJobs(db)))
      .use("/apply-job", errorsWithMessage)
      // Each application may carry a 5 MB file: its own budget per address, on top of the POST limit.
      .use("/apply-job", async (c, next) => (c.req.method === "POST" ? uploadLimit(c, next) : next()))
      .use(
        "/apply-job",
        bodyLimit({
          maxSize: APPLICATION_BODY_MAX_BYTES,
          onError: (c) => c.json({ error: MESSAGES.resumeTooLarge, message: MESSAGES.resumeTooLarge }, 413),
        }),
      )
      .post("/apply-job", async (c) => {
        const type = c.req.header("content-type") ?? "";
        if (!type.startsWith("multipart/form-data"))
          throw new BadRequestError(MESSAGES.applicationMultipartOnly);
        let form: FormData;
        try {
          form = await c.req.raw.formData();
        } catch {
          throw new BadRequestError(MESSAGES.applicationMultipartOnly);
        }

        const honeypot = form.get(HONEYPOT_FIELD);
        if (typeof honeypot === "string" && honeypot.trim() !== "")
          return c.json({ message: MESSAGES.applicationSubmittedApi }, 201);

        // Text fields must be text: a file sent under a text field's name is a wrong type, not an absent value.
        const fields: Record<string, unknown> = {};
        for (const [name, value] of form) if (name !== RESUME_FIELD) fields[name] = value;
        const input = parseWith(jobApplicationSchema, fields);

        const resume = form.get(RESUME_FIELD);
        if (!(resume instanceof File) || resume.size === 0)
          throw new BadRequestError(MESSAGES.resumeRequired);
        const bytes = Buffer.from(await resume.arrayBuffer());
        const check = checkResume(resume.name, bytes);
        if (!check.ok) {
          if (check.tooLarge) return c.json({ error: check.message, message: check.message }, 413);
          throw new BadRequestError(check.message, [{ path: RESUME_FIELD, message: check.message }]);
        }

        await submitJobApplication({ db, storage }, input, {
          bytes,
          originalName: resume.name,
          extension: check.extension,
          mimeType: check.mimeType,
        });
        return c.json({ message: MESSAGES.applicationSubmittedApi }, 201);
      })
  );
}
