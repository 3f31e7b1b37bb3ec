/**
 * Jobs and job applications. The application is multipart with a resume, read as a stream within limits
 * (server/http/multipart.ts: a body of thousands of tiny parts is refused at the first part over the limit,
 * not parsed whole), then checked and stored by `applyForJob` (domain/careers/apply.server.ts), the same
 * function the /opening-forms page's action calls. Every answer of /apply-job carries `message`.
 * The list of open jobs is public and the same for everyone: `cached` (server/http/json-cache.ts) keeps it.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import {
  APPLICATION_LIMITS,
  type ApplyOutcome,
  applyForJob,
  unreadApplication,
} from "../../domain/careers/apply.server.ts";
import { listOpenJobs } from "../../domain/careers/jobs.server.ts";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { type MultipartEntry, MultipartError, readMultipart } from "../http/multipart.ts";
import { limitRequests } from "../http/rate-limit.ts";
import { BadRequestError } from "../http/validation.ts";
import { errorsWithMessage } from "./enquiries.ts";

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
          return answer(c, unreadApplication(error));
        }
        const outcome = await applyForJob(
          {
            db,
            storage,
            logPaused: (freeMb) =>
              logger.error("upload refused: free disk space under MIN_FREE_DISK_MB", {
                requestId: c.get("requestId"),
                freeMb,
              }),
          },
          entries,
        );
        return answer(c, outcome);
      })
  );
}

/** The API's answers: 201 with the message, or the refusal's status with `error`, `message` (and `issues` on a 400). */
function answer(c: Context<AppEnv>, outcome: ApplyOutcome) {
  if (outcome.ok) return c.json({ message: MESSAGES.applicationSubmittedApi }, 201);
  if (outcome.status === 400) throw new BadRequestError(outcome.message, outcome.issues);
  if (outcome.status === 503) c.header("Retry-After", String(outcome.retryAfterSeconds));
  return c.json({ error: outcome.message, message: outcome.message }, outcome.status);
}
