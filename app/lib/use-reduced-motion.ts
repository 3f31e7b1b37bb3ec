import { useSyncExternalStore } from "react";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | null {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
  return window.matchMedia(REDUCED_MOTION_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => {};
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const readClient = () => mediaQuery()?.matches ?? false;
// The server cannot know the visitor's setting: it renders the moving version, the browser corrects it on hydration
// (before any rotation timer can fire).
const readServer = () => false;

/**
 * Whether the visitor asked for reduced motion (`prefers-reduced-motion: reduce`), kept up to date when the setting
 * changes. Every rotation on the site (hero carousel autoplay, logo wall, alerts, feedback and related lists) stops
 * while this is true. SSR-safe: false on the server and where matchMedia is missing.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readClient, readServer);
}
