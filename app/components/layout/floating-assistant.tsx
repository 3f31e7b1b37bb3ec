import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { COMPANY } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/messages";
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
 * The floating chat launcher with its label (white over dark sections, black over light ones; each on a tinted
 * pill so it stays readable over whatever scrolls beneath). Focus moves into the chat when it opens and back to
 * the launcher when it closes.
 */
export function FloatingAssistant({ bottomOffsetPx = 0 }: { bottomOffsetPx?: number }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const labelRef = useRef<HTMLSpanElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const overDark = useOverDarkSection(labelRef, [bottomOffsetPx]);
  const name = COMPANY.assistantName;

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <div
      className="fixed right-4 z-40 flex flex-col items-end gap-3 sm:right-6"
      style={{ bottom: `calc(1rem + ${bottomOffsetPx}px)` }}
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
