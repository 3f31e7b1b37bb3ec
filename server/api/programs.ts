/**
 * Courses, internships, registration and certificates (docs/product/api.md):
 * catalogue lists and details, related programs, registration options, coupon check, registration,
 * the token-guarded confirmation PDF and certificate verification.
 * The catalogue reads are public and the same for everyone: `cached` (server/http/json-cache.ts) keeps their
 * answers. The PDF and the certificate check are personal and never go through it.
 */

import { type Context, Hono, type MiddlewareHandler } from "hono";
import { findCertificate, RevokedCertificateError } from "../../domain/certificates/certificates.server.ts";
import { recordIdFrom } from "../../domain/console/list-filters.ts";
import { parsePage } from "../../domain/paging.ts";
import { payInstruction, payInstructionText } from "../../domain/payments/pay-instruction.server.ts";
import { batchSeatsLeft } from "../../domain/programs/batch-reads.server.ts";
import {
  getCourseBySlug,
  getInternshipBySlug,
  listCourses,
  listHeaderItems,
  listInternships,
  listProgramOptions,
  listRelatedPrograms,
} from "../../domain/programs/programs.server.ts";
import { register } from "../../domain/programs/register.server.ts";
import { checkCouponSchema, REGISTRATION_LIMITS } from "../../domain/programs/registration.schema.ts";
import { checkCoupon, getRegistrationForDownload } from "../../domain/programs/registration.server.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { limitRequests } from "../http/rate-limit.ts";
import { BadRequestError, type Issue, parseWith, readJson } from "../http/validation.ts";
import { renderRegistrationConfirmation } from "../pdf/registration-confirmation.ts";

/** The registration answers carry `success: false` beside the usual `{ error, issues }`. */
function registrationFailure(c: Context<AppEnv>, message: string, issues: Issue[] = []): Response {
  return c.json({ success: false, error: message, issues }, 400);
}

/** How old a program's seats-left answer may be (server memo and browser cache alike). */
const SEATS_FRESH_SECONDS = 3;

/**
 * The seats-left answers of the last few seconds, by program: a page view asks once after it loads, so a
 * busy course page costs the database one read per program every few seconds, however many visitors there are.
 */
function recentAnswers<T>(freshMs: number, maxKeys = 2000) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && now - hit.at < freshMs) return hit.value;
      if (kept.size >= maxKeys) kept.clear();
      const value = read();
      kept.set(key, { at: now, value });
      // A failed read is not kept: the next visitor asks again.
      value.catch(() => kept.delete(key));
      return value;
    },
  };
}

export function programRoutes(deps: Deps, cached: MiddlewareHandler<AppEnv>) {
  const { db, rateLimiter } = deps;
  const seats = recentAnswers<Awaited<ReturnType<typeof batchSeatsLeft>>>(SEATS_FRESH_SECONDS * 1000);
  return new Hono<AppEnv>()
    .get("/batch-seats/:kind/:id", async (c) => {
      const kind = c.req.param("kind");
      const id = recordIdFrom(c.req.param("id"));
      if ((kind !== "course" && kind !== "internship") || id === null)
        return c.json({ error: "Not found." }, 404);
      c.header("Cache-Control", `public, max-age=${SEATS_FRESH_SECONDS}`);
      return c.json(await seats.get(`${kind}:${id}`, () => batchSeatsLeft(db, kind, id)));
    })
    .get("/headerinternships", cached, async (c) => c.json(await listHeaderItems(db, "internship")))
    .get("/headercourses", cached, async (c) => c.json(await listHeaderItems(db, "course")))
    .get("/getcourses", cached, async (c) => c.json(await listCourses(db)))
    .get("/getinternships", cached, async (c) => c.json(await listInternships(db)))
    .get("/created-courses-web/slug/:slug", cached, async (c) =>
      c.json(await getCourseBySlug(db, c.req.param("slug"))),
    )
    .get("/created-internships-web/slug/:slug", cached, async (c) =>
      c.json(await getInternshipBySlug(db, c.req.param("slug"))),
    )
    .get("/related-courses/:category/:slug", cached, async (c) => {
      const { items, totalPages } = await listRelatedPrograms(
        db,
        "course",
        c.req.param("category"),
        c.req.param("slug"),
        parsePage(c.req.query("page")),
      );
      return c.json({ courses: items, totalPages });
    })
    .get("/related-internships/:category/:slug", cached, async (c) =>
      c.json(
        await listRelatedPrograms(
          db,
          "internship",
          c.req.param("category"),
          c.req.param("slug"),
          parsePage(c.req.query("page")),
        ),
      ),
    )
    .get("/get-course-titles", cached, async (c) => c.json(await listProgramOptions(db, "course")))
    .get("/get-internship-titles", cached, async (c) => c.json(await listProgramOptions(db, "internship")))
    .post("/check-coupon", limitRequests(rateLimiter, "coupon"), (c) => checkCouponPost(deps, c))
    .post("/registration", (c) => registrationPost(deps, c))
    .get("/generate-pdf/:registrationId", limitRequests(rateLimiter, "pdf"), (c) => confirmationPdf(deps, c))
    .get("/verify/:certificateId", limitRequests(rateLimiter, "verify"), async (c) => {
      try {
        return c.json(await findCertificate(db, c.req.param("certificateId")));
      } catch (error) {
        // Revoked: 410 Gone, so a client that only checks `ok` never shows it as valid; the body says
        // when and why, and nothing about the holder.
        if (error instanceof RevokedCertificateError)
          return c.json({ error: error.message, ...error.revoked }, 410);
        throw error;
      }
    });
}

async function checkCouponPost({ db }: Deps, c: Context<AppEnv>): Promise<Response> {
  const body = await readJson(c);
  const input = parseWith(checkCouponSchema, body);
  // Optional, and read here rather than in the shared schema (which the public form bundles): with an
  // address, the coupon's uses per e-mail are checked too (registration always checks them).
  const email = (body as { email?: unknown } | null)?.email;
  return c.json(
    await checkCoupon(db, {
      ...input,
      email: typeof email === "string" ? email.trim().slice(0, REGISTRATION_LIMITS.email) : undefined,
    }),
  );
}

async function registrationPost({ db, payLinks, config }: Deps, c: Context<AppEnv>): Promise<Response> {
  let body: unknown;
  try {
    body = await readJson(c);
  } catch (error) {
    if (error instanceof BadRequestError) return registrationFailure(c, error.message, error.issues);
    throw error;
  }
  const outcome = await register(db, body, payLinks, { onlinePayment: config.gateway !== undefined });
  if (!outcome.ok)
    return registrationFailure(c, outcome.issues[0]?.message ?? "Invalid input.", outcome.issues);
  return c.json(
    { success: true, registrationId: outcome.registrationId, downloadToken: outcome.downloadToken },
    201,
  );
}

/** The registration confirmation PDF, with how to pay what is due. */
async function confirmationPdf(
  { db, payLinks, config }: Deps,
  c: Context<AppEnv, "/generate-pdf/:registrationId">,
): Promise<Response> {
  const registration = await getRegistrationForDownload(
    db,
    c.req.param("registrationId"),
    c.req.query("token"),
  );
  const { company } = await loadSettings(db);
  const instruction = await payInstruction(db, registration, {
    online: Boolean(config.gateway),
    payLinks,
    siteUrl: config.siteUrl,
    company,
  });
  const pdf = await renderRegistrationConfirmation(
    registration,
    company,
    instruction && payInstructionText(instruction, registration.id),
  );
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="Registration-Confirmation-${registration.id}.pdf"`,
    "Content-Length": String(pdf.length),
    "Cache-Control": "no-store",
  });
}
