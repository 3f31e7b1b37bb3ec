import { FIRST_SCREEN } from "../../../domain/constants";

/** The attribute on <html> once a page of this browser session has been shown: no staggered entrances then. */
export const FIRST_SCREEN_SEEN_ATTRIBUTE = "data-first-screen-seen";

/**
 * Runs in <head> before the body is parsed (beside dismissed-script.ts): on the first page of a session it only
 * notes that the session has begun; on every later page it marks <html>, and CSS then shows the floating parts
 * at once. Without storage every page counts as a first one.
 */
export const FIRST_SCREEN_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(
  FIRST_SCREEN.seenStorageKey,
)}))document.documentElement.setAttribute(${JSON.stringify(
  FIRST_SCREEN_SEEN_ATTRIBUTE,
)},"");else sessionStorage.setItem(${JSON.stringify(FIRST_SCREEN.seenStorageKey)},"1")}catch(e){}`;

/**
 * Class and style that make an element slide in after `delayMs` on a session's first page (keyframes in
 * app/first-screen.css). Until then it is hidden (not focusable, not clickable); no layout moves.
 */
export function entrance(delayMs: number): { className: string; style: React.CSSProperties } {
  return {
    className: "first-screen-entrance",
    style: {
      animationDelay: `${delayMs}ms`,
      animationDuration: `${FIRST_SCREEN.entranceMs}ms`,
    },
  };
}
