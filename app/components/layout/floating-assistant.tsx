import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { COMPANY, FIRST_SCREEN } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { entrance } from "./first-screen";
import { ChatIcon } from "./icons";

// The chat costs nothing at first paint: its code loads on the first click of the launcher.
const ChatPanel = lazy(() => import("../../features/chat/chat-panel"));

/**
 * Whether the element `ref` sits over a section marked data-theme="dark": an IntersectionObserver watches
 * those sections through a thin band of the viewport at the element's height.
 */
export function useOverDarkSection(ref: React.RefObject<HTMLElement | null>, deps: unknown[] = []) {
  const [dark, setDark] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe on navigation and when the caller moves
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const sections = document.querySelectorAll('[data-theme="dark"]');
    if (sections.length === 0) {
      setDark(false);
      return;
    }
    const rect = element.getBoundingClientRect();
    const viewport = window.innerHeight;
    const middle = Math.round(rect.top + rect.height / 2);
    const top = Math.max(0, middle - 1);
    const bottom = Math.max(0, viewport - middle - 1);
    const inside = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inside.add(entry.target);
          else inside.delete(entry.target);
        }
        setDark(inside.size > 0);
      },
      { rootMargin: `-${top}px 0px -${bottom}px 0px`, threshold: 0 },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [location.pathname, ...deps]);
  return dark;
}

/**
 * What the launcher never covers: an element marked data-floating-avoid (the home hero's bottom bar, a form's
 * total marked by its form) and every form's submit button. On a phone the launcher sits over the right of a
 * full-width form; it moves up past these as they scroll under it (issue 30, item 17), and covers other fields
 * only while they pass (the focused one is kept clear by the page's scroll padding).
 */
export const FLOATING_AVOID_SELECTOR =
  "[data-floating-avoid], form button[type=submit], form button:not([type]), form input[type=submit]";

/** Gap kept between the launcher and a bar it moves above, in px. */
const AVOID_GAP_PX = 8;
/** The launcher's distance from the viewport's bottom (or from the bottom banner), in px. */
const LAUNCHER_MARGIN_PX = 16;

/**
 * How far the element `ref` must move up so it does not cover an element it must avoid
 * (FLOATING_AVOID_SELECTOR) that sits under its resting place (`restingBottomPx` above the viewport's bottom: computed,
 * not measured, as the element may be moving there); 0 when nothing is there. Measured on scroll and resize.
 */
export function useLiftAboveMarked(ref: React.RefObject<HTMLElement | null>, restingBottomPx: number) {
  const [lift, setLift] = useState(0);
  const liftRef = useRef(0);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure on navigation too
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const restingBottom = window.innerHeight - restingBottomPx;
      const restingTop = restingBottom - rect.height;
      let next = 0;
      for (const marked of document.querySelectorAll(FLOATING_AVOID_SELECTOR)) {
        // The launcher's own button and the chat inside it are not in the way of themselves.
        if (element.parentElement?.contains(marked)) continue;
        const bar = marked.getBoundingClientRect();
        const overlaps =
          bar.height > 0 &&
          bar.top < restingBottom &&
          bar.bottom > restingTop &&
          bar.left < rect.right &&
          bar.right > rect.left;
        if (overlaps) next = Math.max(next, Math.ceil(restingBottom - bar.top + AVOID_GAP_PX));
      }
      if (next !== liftRef.current) {
        liftRef.current = next;
        setLift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [location.pathname, restingBottomPx]);
  return lift;
}

/**
 * The floating chat launcher with its label (white over dark sections, black over light ones; each on a tinted
 * pill so it stays readable over whatever scrolls beneath). Focus moves into the chat when it opens and back to
 * the launcher when it closes.
 */
export function FloatingAssistant({ bottomOffsetPx = 0 }: { bottomOffsetPx?: number }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const labelRef = useRef<HTMLSpanElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const lift = useLiftAboveMarked(launcherRef, LAUNCHER_MARGIN_PX + bottomOffsetPx);
  const overDark = useOverDarkSection(labelRef, [bottomOffsetPx, lift]);
  const enter = entrance(FIRST_SCREEN.launcherDelayMs);
  const name = COMPANY.assistantName;

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    // Above the popup alert's backdrop (z-55), so an open chat is never covered by it.
    <div
      className={`${enter.className} fixed right-4 z-[60] flex flex-col items-end gap-3 transition-[bottom] duration-200 sm:right-6`}
      style={{ ...enter.style, bottom: LAUNCHER_MARGIN_PX + bottomOffsetPx + lift }}
    >
      {loaded && (
        <div hidden={!open}>
          <Suspense fallback={null}>
            <ChatPanel open={open} onClose={close} />
          </Suspense>
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-label={open ? SHELL_TEXT.chat.close : SHELL_TEXT.chat.label(name)}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className="group flex items-center gap-3 rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
      >
        <span
          ref={labelRef}
          data-testid="assistant-label"
          data-tone={overDark ? "light" : "dark"}
          hidden={open}
          className={`rounded-full px-3 py-1 text-sm font-semibold shadow-sm backdrop-blur transition-colors ${
            overDark ? "bg-slate-950/60 text-white" : "bg-white/90 text-black ring-1 ring-slate-200"
          }`}
        >
          {SHELL_TEXT.chat.label(name)}
        </span>
        <span className="relative grid h-14 w-14 place-items-center rounded-full bg-brand text-white shadow-lg shadow-slate-950/30 ring-4 ring-white transition group-hover:scale-105 group-hover:bg-brand-700">
          <ChatIcon width={26} height={26} className="relative" />
        </span>
      </button>
    </div>
  );
}
