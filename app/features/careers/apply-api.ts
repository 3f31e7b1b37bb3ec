/** Sends a job application (multipart) to POST /api/apply-job; empty values are left out (docs/product/forms.md#job-application). */
import { MESSAGES } from "../../../domain/messages";

export const APPLY_ENDPOINT = "/api/apply-job";

export type ApplyResult = { ok: true } | { ok: false; text: string };

/** A copy of the form data without empty text values and without an empty file input. */
export function withoutEmptyValues(data: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of data) {
    if (typeof value === "string" ? value.trim() === "" : value.size === 0 && value.name === "") continue;
    out.append(name, value);
  }
  return out;
}

export async function submitApplication(data: FormData): Promise<ApplyResult> {
  try {
    const response = await fetch(APPLY_ENDPOINT, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: withoutEmptyValues(data),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" && body.message.trim() ? body.message : undefined;
    return { ok: false, text: MESSAGES.applicationFailed(message) };
  } catch {
    return { ok: false, text: MESSAGES.applicationFailed() };
  }
}
