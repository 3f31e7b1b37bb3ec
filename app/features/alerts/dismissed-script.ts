import { SHELL } from "../../../domain/constants";

/** The attribute on <html> naming the alert areas closed earlier in this browser session. */
export const DISMISSED_ATTRIBUTE = "data-alerts-closed";

/**
 * Runs in <head> before the body is parsed: copies the session's closed alert areas onto <html>, so a closed
 * popup or banner in the server HTML is hidden by CSS from the first paint instead of flashing until hydration.
 */
export const DISMISSED_ALERTS_SCRIPT = `try{var d=JSON.parse(sessionStorage.getItem(${JSON.stringify(
  SHELL.alertsDismissedStorageKey,
)})||"[]");if(Array.isArray(d))document.documentElement.setAttribute(${JSON.stringify(
  DISMISSED_ATTRIBUTE,
)},d.join(" "))}catch(e){}`;
