/**
 * How large a request body may be, by route (docs/decisions/0033-request-bodies-and-origins.md). Every body
 * has a ceiling before any route sees it: a small form's (64 KB) unless the route is one of the few that take
 * files, and those read their body themselves as a stream within their own limits. The same limits are what
 * a page action's `request.formData()` is read within (server/pages.ts, server/http/form-body.ts), parts and
 * fields included, so a body of thousands of tiny parts is refused as soon as the count is passed.
 */
import type { Context, MiddlewareHandler } from "hono";
import { APPLICATION_LIMITS } from "../../domain/careers/apply.server.ts";
import { IMPORT_MAX_BYTES } from "../../domain/certificates/certificate.schema.ts";
import { BROCHURE_MAX_BYTES, IMAGE_MAX_BYTES } from "../../domain/content/stored-media.server.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { readAtMost } from "./form-body.ts";
import { MultipartError, type MultipartLimits } from "./multipart.ts";

/** JSON bodies, and every form that carries no file: sign-in, set-up, enquiries, registrations, console edits. */
export const SMALL_BODY_BYTES = 64 * 1024;

/**
 * A small form: the console's largest without a file (a coupon with its program rules, a list's ticked rows)
 * has under 200 fields. 500 also bounds what a form parser does with repeated names: Conform's parse of the
 * same name 40,000 times took 8 s, 500 times under 5 ms.
 */
export const SMALL_FORM_LIMITS: MultipartLimits = {
  bodyBytes: SMALL_BODY_BYTES,
  parts: 500,
  fields: 500,
  files: 4,
  fieldNameBytes: 200,
  fieldValueBytes: SMALL_BODY_BYTES,
  fileBytes: SMALL_BODY_BYTES,
};

export interface BodyRule {
  /** What it is for (tests and the ADR name it). */
  name: string;
  /** Lower case, without the `.data` of React Router's data requests or a trailing slash. */
  path: RegExp;
  limits: MultipartLimits;
}

/**
 * Routes that take files. Each reads its body as a stream and checks the declared length before reading
 * (server/http/multipart.ts, form-body.ts), so nothing is buffered here. Their own finer limits are in their
 * modules (the job application's in domain/careers/apply.server.ts, the content forms' in
 * app/features/console/content/content-kit.server.ts); these are the ceilings that let them through.
 */
export const UPLOAD_RULES: readonly BodyRule[] = [
  { name: "job application (API)", path: /^\/api\/apply-job$/, limits: APPLICATION_LIMITS },
  { name: "job application (page)", path: /^\/opening-forms$/, limits: APPLICATION_LIMITS },
  {
    name: "rich-text image",
    path: /^\/admin\/media$/,
    limits: {
      ...SMALL_FORM_LIMITS,
      bodyBytes: IMAGE_MAX_BYTES + SMALL_BODY_BYTES,
      fileBytes: IMAGE_MAX_BYTES,
    },
  },
  {
    // A record's form with its images and brochure, and an article's rich text (2 MB a document).
    name: "content form",
    path: /^\/admin\/content\/[^/]+\/[^/]+$/,
    limits: {
      bodyBytes: 24 * 1024 * 1024,
      parts: 1200,
      fields: 1200,
      files: 4,
      fieldNameBytes: 200,
      fieldValueBytes: 2 * 1024 * 1024,
      fileBytes: Math.max(IMAGE_MAX_BYTES, BROCHURE_MAX_BYTES),
    },
  },
  {
    // The file, then its text posted back for confirmation; the page says how large a file may be.
    name: "certificate import",
    path: /^\/admin\/certificates\/import$/,
    limits: {
      bodyBytes: IMPORT_MAX_BYTES * 2 + 10_000,
      parts: 8,
      fields: 6,
      files: 2,
      fieldNameBytes: 100,
      fieldValueBytes: IMPORT_MAX_BYTES * 2,
      fileBytes: IMPORT_MAX_BYTES * 2,
    },
  },
];

const SMALL: BodyRule = { name: "form", path: /^/, limits: SMALL_FORM_LIMITS };

/** The route as its rule names it: lower case (routes match in any case), without `.data` or a final slash. */
function routePath(pathname: string): string {
  return pathname
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/(.)\/+$/, "$1");
}

/** The rule of a request's path: an upload route's, or a small form's. */
export function bodyRuleFor(pathname: string): BodyRule {
  const path = routePath(pathname);
  return UPLOAD_RULES.find((rule) => rule.path.test(path)) ?? SMALL;
}

/**
 * The ceiling on every body, before any route: a declared length over the route's limit is answered 413 at
 * once, nothing read. A small body sent without a length (chunked) is read here, counted, and refused at the
 * first byte over; what passes goes on as bytes. (A declared length is all a body can hold: Node's HTTP parser
 * reads no further.) Upload routes count their own bodies as they stream them.
 */
export const limitBodies: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const rule = bodyRuleFor(c.req.path);
  // Headers first: a body refused by its declared length is never touched, so the server discards it as it
  // arrives instead of queueing it in a stream nobody reads.
  const declared = c.req.header("content-length");
  if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
    // An upload route's reader answers its own 413, in its own words (the job application's JSON).
    if (rule === SMALL && Number(declared) > rule.limits.bodyBytes) return tooLarge(c);
    return next();
  }
  const raw = c.req.raw;
  if (rule !== SMALL || !raw.body) return next();
  let bytes: Buffer | null;
  try {
    bytes = await readAtMost(raw.body, rule.limits.bodyBytes);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    return c.text(error.message, error.status);
  }
  if (!bytes) return tooLarge(c);
  c.req.raw = new Request(raw, { body: new Uint8Array(bytes) });
  return next();
};

/**
 * 413. The rest of the body is not read by the app: Node's server discards it (on a connection it keeps), or
 * the connection closes by lingering (server/http/linger.ts: what still arrives is discarded for up to 500 ms,
 * 64 MB at most), so a client still sending reads this answer before its writes fail.
 */
function tooLarge(c: Context): Response {
  if (c.req.path.startsWith("/api/")) return c.json({ error: MESSAGES.bodyTooLarge }, 413);
  return c.text(MESSAGES.bodyTooLarge, 413);
}
