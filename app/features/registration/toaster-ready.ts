/**
 * The registration toaster's id, and the signal that sonner's toaster listens: what the lazily loaded toaster
 * (sonner-toaster.tsx) and the toasts (toasts.ts) share, so neither imports the other back.
 */
export const TOASTER_ID = "registration";

let markMounted: () => void = () => {};
/** Resolves once sonner's toaster listens (sonner-toaster.tsx calls toasterMounted). */
export const toasterReady = new Promise<void>((resolve) => {
  markMounted = resolve;
});
export const toasterMounted = () => markMounted();
