/** Closed alert categories are remembered for the browser session, so a closed alert stays closed. */
import { SHELL } from "../../../domain/constants";

export type AlertCategory = "mid" | "bottom";

export function readDismissed(): AlertCategory[] {
  try {
    const raw = window.sessionStorage.getItem(SHELL.alertsDismissedStorageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((v): v is AlertCategory => v === "mid" || v === "bottom")
      : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(category: AlertCategory): void {
  try {
    const next = Array.from(new Set([...readDismissed(), category]));
    window.sessionStorage.setItem(SHELL.alertsDismissedStorageKey, JSON.stringify(next));
  } catch {
    // Storage can be unavailable (private mode); closing still works for this page view.
  }
}
