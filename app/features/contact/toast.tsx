/**
 * A small toast in the top-right corner (below the fixed header), announced politely to screen readers. The region is always in the
 * document (so the announcement is heard); the message clears itself after `durationMs`.
 */
import { useEffect } from "react";

export type ToastTone = "success" | "info" | "error";

export interface ToastMessage {
  id: number;
  text: string;
  tone: ToastTone;
}

const TONES: Record<ToastTone, string> = {
  success: "bg-green-700 text-white",
  // White with a brand edge: the contact page's cards behind the toast are brand purple themselves.
  info: "bg-white text-brand-900 ring-1 ring-brand/20 border-l-4 border-brand",
  error: "bg-red-700 text-white",
};

export function Toast({
  toast,
  durationMs,
  onDone,
}: {
  toast: ToastMessage | null;
  durationMs: number;
  onDone: () => void;
}) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [toast, durationMs, onDone]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-28 z-[70] flex justify-end sm:left-auto sm:right-6"
    >
      {toast && (
        <p
          key={toast.id}
          data-tone={toast.tone}
          className={`pointer-events-auto max-w-sm rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${TONES[toast.tone]}`}
        >
          {toast.text}
        </p>
      )}
    </div>
  );
}
