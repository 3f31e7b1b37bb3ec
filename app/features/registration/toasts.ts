/**
 * The registration form's toasts (sonner, about 10 KiB gzipped) load after the page: the toaster mounts
 * once its chunk arrives, and a toast raised before that waits for it instead of being lost (sonner drops
 * toasts nobody listens to).
 */
import { deferred } from "../../lib/deferred";

export const TOASTER_ID = "registration";

let markMounted: () => void = () => {};
/** Resolves once sonner's toaster listens (sonner-toaster.tsx calls toasterMounted). */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
export const toasterMounted = () => markMounted();

export const RegistrationToaster = deferred(() => import("./sonner-toaster").then((m) => m.default));

async function show(kind: "success" | "error", text: string) {
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  // No icon of sonner's own: the spec's texts carry their ✅ / ❌ already (two check marks otherwise).
  toast[kind](text, { toasterId: TOASTER_ID, icon: null });
}

export const notify = {
  success: (text: string) => void show("success", text),
  error: (text: string) => void show("error", text),
};
