/**
 * One registration, whichever door it comes in by: POST /api/registration (other clients) and the
 * registration page's own action (the form) both call `register`, so the honeypot, the schema, the store
 * with the server's amounts, its mail and the content change after a coupon's last use are one code path.
 */
import type { Db } from "../db/db.ts";
import { RuleError } from "../errors.ts";
import { isHoneypotFilled } from "../honeypot.ts";
import { checkInput, type InputIssue as Issue } from "../input-check.ts";
import type { PayLinks } from "../payments/pay-link.ts";
import { newDownloadToken, newRegistrationId } from "./ids.ts";
import { computeFees } from "./pricing.ts";
import { REGISTRATION_LIMITS, registrationSchema } from "./registration.schema.ts";
import {
  type CreatedRegistration,
  createRegistration,
  type RegistrationOptions,
} from "./registration.server.ts";

/** What the registrant is shown: the id, the download token and the amounts the server charged (a decoy's too). */
export type RegisterOutcome = ({ ok: true } & CreatedRegistration) | { ok: false; issues: Issue[] };

/** The answer a filled honeypot gets: like a real one, with ids that lead nowhere, and nothing stored. */
function decoy(body: unknown): RegisterOutcome {
  const program = (body as { specificTraining?: unknown }).specificTraining;
  return {
    ok: true,
    registrationId: newRegistrationId(),
    downloadToken: newDownloadToken(),
    payToken: newDownloadToken(),
    billing: { studentStateCode: null, sponsorGstin: null, sponsorCompany: null },
    program: typeof program === "string" ? program.slice(0, REGISTRATION_LIMITS.specificTraining) : "",
    fees: computeFees({ pricePaise: 0, discountPercentage: 0, couponApplied: false }),
    discountPercentage: 0,
    batchId: null,
    batch: null,
  };
}

/**
 * Checks `body` (the API's JSON shape: domain/programs/registration.schema.ts) and stores it. Refusals (the
 * schema's, an unknown program, a program of the other training type, an unusable coupon) come back as
 * field issues with nothing stored; anything else is thrown.
 */
export async function register(
  db: Db,
  body: unknown,
  payLinks?: PayLinks,
  options?: RegistrationOptions,
): Promise<RegisterOutcome> {
  if (isHoneypotFilled(body)) return decoy(body);
  const checked = checkInput(registrationSchema, body);
  if (!checked.ok) return checked;
  try {
    return { ok: true, ...(await createRegistration(db, checked.data, payLinks, options)) };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { ok: false, issues: [{ path: error.path.join("."), message: error.message }] };
  }
}
