/**
 * The registration form's toasts (sonner, about 9 KiB Brotli) load when the visitor first uses the form
 * (`loadToaster`, called on its first focus) or when a toast is raised, not with the page: the page's
 * JavaScript by network idle stays within its budget (ADR 5). A toast raised before the toaster listens
 * waits for it instead of being lost (sonner drops toasts nobody listens to).
 */
import { createElement, useSyncExternalStore } from "react";
import { deferred } from "../../lib/deferred";
import { TOASTER_ID, toasterReady } from "./toaster-ready";

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts loading the toaster (once). */
export function loadToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const SonnerToaster = deferred(() => import("./sonner-toaster").then((m) => m.default));

/** Nothing on the server and until loadToaster(); then sonner's toaster. */
export function RegistrationToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? createElement(SonnerToaster) : null;
}

async function show(kind: "success" | "error", text: string) {
  loadToaster();
  const [{ toast }] = await Promise.all([import("sonner"), toasterReady]);
  // No icon of sonner's own: the spec's texts carry their ✅ / ❌ already (two check marks otherwise).
  toast[kind](text, { toasterId: TOASTER_ID, icon: null });
}

export const notify = {
  success: (text: string) => void show("success", text),
  error: (text: string) => void show("error", text),
};
