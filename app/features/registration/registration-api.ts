/**
 * The registration form's calls: program options, coupon check, submit and the confirmation PDF.
 * Each returns a plain result so the form never handles HTTP details.
 */
import type { OPTIONS } from "../../../domain/constants";
import type { PublicBatch } from "../../../domain/programs/batch-view";
import { rupeesToPaise } from "../../../domain/programs/pricing";
import { confirmationFileName } from "./registration-state";

export type TrainingType = (typeof OPTIONS.trainingType)[number];

export interface ProgramOption {
  title: string;
  /** Rupees. */
  fees: number;
  duration: string;
  /** True when the program has a coupon (the code itself stays on the server). */
  discount_coupon: boolean;
  discount_percentage: number;
  /** The registration fee in rupees now (the admin's setting); absent from an older answer. */
  registration_fee?: number;
  /** Upcoming batches (the form asks for one when there are any); absent from an older answer. */
  batches?: PublicBatch[];
}

export const OPTIONS_ENDPOINTS: Record<TrainingType, string> = {
  Courses: "/api/get-course-titles",
  Internship: "/api/get-internship-titles",
};

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

function toOption(raw: unknown): ProgramOption | null {
  if (!raw || typeof raw !== "object") return null;
  const item = raw as Record<string, unknown>;
  if (typeof item.title !== "string" || !item.title.trim()) return null;
  const fees = Number(item.fees);
  const percentage = Number(item.discount_percentage);
  const registrationFee = Number(item.registration_fee);
  return {
    title: item.title,
    fees: Number.isFinite(fees) ? fees : 0,
    duration: typeof item.duration === "string" ? item.duration : "",
    discount_coupon: Boolean(item.discount_coupon),
    discount_percentage: Number.isFinite(percentage) ? percentage : 0,
    ...(item.registration_fee != null && Number.isFinite(registrationFee) && registrationFee >= 0
      ? { registration_fee: registrationFee }
      : {}),
    ...(Array.isArray(item.batches) ? { batches: item.batches as PublicBatch[] } : {}),
  };
}

/** The programs of a training type; throws when they cannot be read. */
export async function fetchProgramOptions(
  type: TrainingType,
  signal?: AbortSignal,
): Promise<ProgramOption[]> {
  const response = await fetch(OPTIONS_ENDPOINTS[type], { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`Options request failed with ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error("Options response is not a list");
  return body.map(toOption).filter((option): option is ProgramOption => option !== null);
}

export type CouponResult =
  | { ok: true; discountPercentage: number; savedRupees: number; flatPaise: number | null }
  | { ok: false; status: number; error?: string };

/** POST /api/check-coupon: 200 { valid, discount_percentage, saved } or 4xx { error }. */
export async function checkCoupon(input: {
  trainingType: TrainingType;
  specificTraining: string;
  coupon: string;
}): Promise<CouponResult> {
  try {
    const response = await fetch("/api/check-coupon", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
    });
    const body = await readJson(response);
    if (response.ok && body.valid === true) {
      return {
        ok: true,
        discountPercentage: Number(body.discount_percentage) || 0,
        savedRupees: Number(body.saved) || 0,
        // A flat coupon: the server's amount is what the summary takes off (a share in % would round).
        flatPaise: body.discount_type === "flat" ? rupeesToPaise(Number(body.saved) || 0) : null,
      };
    }
    return { ok: false, status: response.status, error: text(body.error) };
  } catch {
    return { ok: false, status: 0 };
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

export type SubmitResult =
  | { ok: true; registrationId: string; downloadToken: string }
  | { ok: false; error?: string; issues: FieldIssue[] };

/** POST /api/registration: 201 { success, registrationId, downloadToken } or 4xx { success: false, error }. */
export async function submitRegistration(payload: Record<string, unknown>): Promise<SubmitResult> {
  try {
    const response = await fetch("/api/registration", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    const body = await readJson(response);
    const registrationId = text(body.registrationId);
    if (response.ok && body.success === true && registrationId) {
      return { ok: true, registrationId, downloadToken: text(body.downloadToken) ?? "" };
    }
    const issues = Array.isArray(body.issues)
      ? body.issues.filter(
          (issue): issue is FieldIssue =>
            Boolean(issue) && typeof issue.path === "string" && typeof issue.message === "string",
        )
      : [];
    return { ok: false, error: text(body.error), issues };
  } catch {
    return { ok: false, issues: [] };
  }
}

/** Fetches the confirmation PDF and saves it; false when it could not be downloaded. */
export async function downloadConfirmation(registrationId: string, token: string): Promise<boolean> {
  try {
    const url = `/api/generate-pdf/${encodeURIComponent(registrationId)}?token=${encodeURIComponent(token)}`;
    const response = await fetch(url, { headers: { Accept: "application/pdf" } });
    if (!response.ok) return false;
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = confirmationFileName(registrationId);
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    return true;
  } catch {
    return false;
  }
}
