/**
 * The registration form's reads: program options, coupon check and the confirmation PDF (the form itself posts
 * to its page's action, registration-answer.ts). Each returns a plain result so the form never handles HTTP
 * details.
 */
import type { PublicBatch } from "../../../domain/programs/batch-view";
import { rupeesToPaise } from "../../../domain/programs/pricing";
import type { ProgramOption, TrainingType } from "./program-option";
import { confirmationFileName } from "./registration-state";

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
