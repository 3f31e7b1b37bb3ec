import { useEffect, useId, useRef, useState } from "react";
import { FIRST_SCREEN, TIMINGS } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { entrance } from "../../components/layout/first-screen";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import type { ActiveAlerts, AlertItem } from "./active-alerts";
import { type AlertCategory, readDismissed, rememberDismissed } from "./alert-storage";
import { DISMISSED_ATTRIBUTE } from "./dismissed-script";
import { useRotation } from "./use-rotation";

const closeButtonClass =
  "grid h-9 w-9 place-items-center rounded-full bg-slate-900/70 text-white shadow transition hover:bg-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

function CloseGlyph() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function isExternal(link: string) {
  return /^https?:\/\//.test(link);
}

/** Links and buttons inside `root` that take focus, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
}

/**
 * The centred popup ('mid' alerts): image, a button to button1_link, a close button; rotates every 30 s. A modal
 * dialog over a backdrop: it takes focus once hydrated and keeps Tab inside itself, and closes on its button,
 * Escape or a click on the backdrop. The chat launcher and panel sit above it (ShellOverlays), so an open chat
 * stays usable; Escape pressed inside the chat closes the chat only.
 */
export function AlertPopup({ alerts, onClose }: { alerts: AlertItem[]; onClose: () => void }) {
  const index = useRotation(alerts.length, TIMINGS.alertRotationMs);
  const alert = alerts[index];
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Modal only once hydrated: without JavaScript nothing could close it, so the server's HTML leaves the page
  // usable around it (no backdrop catching clicks).
  const [modal, setModal] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Not when the session closed it earlier (hidden by CSS until the overlay has read the session).
    const closedEarlier = document.documentElement
      .getAttribute(DISMISSED_ATTRIBUTE)
      ?.split(" ")
      .includes("mid");
    if (!dialog || closedEarlier) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setModal(true);
    dialog.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Escape inside another dialog (the chat, which sits above) closes that one only.
      const target = event.target instanceof Element ? event.target : null;
      if (target && !dialog.contains(target) && target.closest('[role="dialog"]')) return;
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (previous?.isConnected && previous !== document.body) previous.focus({ preventScroll: true });
    };
  }, []);

  const trapTab = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!alert) return null;
  return (
    // The backdrop. Hidden from the first paint when closed earlier in the session (dismissed-script.ts).
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a pointer shortcut; keyboard users have Escape and the close button
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (a document listener above) is the keyboard equivalent
    <div
      data-testid="alert-popup-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`fixed inset-0 z-[55] flex items-center justify-center p-4 [[data-alerts-closed~=mid]_&]:hidden ${
        modal ? "bg-slate-950/60" : "pointer-events-none"
      }`}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={modal}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
        data-testid="alert-popup"
        className="pointer-events-auto relative h-[350px] w-full max-w-[700px] overflow-hidden rounded-2xl bg-brand-900 shadow-2xl shadow-slate-900/40 outline-none ring-1 ring-white/20 md:h-[450px]"
      >
        <SmartImage
          key={alert.id}
          path={alert.banner_image_path}
          alt={alert.image_alt ?? alert.title}
          width={700}
          height={450}
          sizes={IMAGE_SIZES.alertPopup}
          priority
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 bg-gradient-to-t from-slate-950/80 to-transparent p-5 pt-16">
          <p id={titleId} className="text-lg font-bold text-white drop-shadow sm:text-xl">
            {alert.title}
          </p>
          {/* Followed, the popup has been answered: it stays closed for the session, so it does not cover the page
              (often the batch) its button led to. Only remembered here: the link must stay in the page for the
              browser to follow it. */}
          <AlertAction alert={alert} onFollow={() => rememberDismissed("mid")} />
        </div>
        <button
          type="button"
          aria-label={SHELL_TEXT.alertClose}
          onClick={onClose}
          className={`${closeButtonClass} absolute right-3 top-3`}
        >
          <CloseGlyph />
        </button>
      </div>
    </div>
  );
}

/** The bottom banner ('bottom' alerts): 100 px high, 120 px from md. */
export function AlertBanner({
  alerts,
  onClose,
  bannerRef,
}: {
  alerts: AlertItem[];
  onClose: () => void;
  bannerRef?: React.Ref<HTMLElement>;
}) {
  const index = useRotation(alerts.length, TIMINGS.alertRotationMs);
  const alert = alerts[index];
  if (!alert) return null;
  const enter = entrance(FIRST_SCREEN.bannerDelayMs);
  return (
    <section
      ref={bannerRef}
      style={enter.style}
      aria-label={alert.title}
      data-testid="alert-banner"
      className={`${enter.className} fixed inset-x-0 bottom-0 z-[45] h-[100px] [[data-alerts-closed~=bottom]_&]:hidden overflow-hidden bg-brand-900 shadow-[0_-8px_30px_rgba(15,23,42,0.25)] md:h-[120px]`}
    >
      <SmartImage
        key={alert.id}
        path={alert.banner_image_path}
        alt={alert.image_alt ?? alert.title}
        width={1600}
        height={120}
        sizes={IMAGE_SIZES.fullWidth}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-slate-950/60 via-transparent to-slate-950/60" />
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 pr-14 sm:px-6 sm:pr-16">
        {/* Three short lines fit the 100 px banner on a phone, so the whole message shows at 375 px. */}
        <p className="line-clamp-3 text-[13px] font-bold leading-snug text-white drop-shadow sm:line-clamp-2 sm:text-lg">
          {alert.title}
        </p>
        <AlertAction alert={alert} />
      </div>
      <button
        type="button"
        aria-label={SHELL_TEXT.alertClose}
        onClick={onClose}
        className={`${closeButtonClass} absolute right-3 top-1/2 -translate-y-1/2`}
      >
        <CloseGlyph />
      </button>
    </section>
  );
}

function AlertAction({ alert, onFollow }: { alert: AlertItem; onFollow?: () => void }) {
  const external = isExternal(alert.button1_link);
  return (
    <a
      href={alert.button1_link || "/"}
      onClick={onFollow}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="inline-flex shrink-0 items-center rounded-full bg-white px-4 py-2 text-sm sm:px-5 sm:py-2.5 font-semibold text-brand shadow-md transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {SHELL_TEXT.alertAction}
      <span className="sr-only">: {alert.title}</span>
    </a>
  );
}

/**
 * Both alert areas of every page, server-rendered from the alerts the root loader read. A closed category
 * stays closed for the session. Reports the bottom banner's height so floating controls can move above it.
 */
export function AlertOverlay({
  alerts,
  onBannerHeightChange,
}: {
  alerts: ActiveAlerts;
  onBannerHeightChange?: (px: number) => void;
}) {
  const [closed, setClosed] = useState<AlertCategory[]>([]);
  const bannerRef = useRef<HTMLElement>(null);

  // Session storage exists only in the browser: read after hydration (CSS hides closed areas until then).
  useEffect(() => setClosed(readDismissed()), []);

  const close = (category: AlertCategory) => {
    rememberDismissed(category);
    setClosed((current) => [...current, category]);
  };

  const showBanner = alerts.bottom.length > 0 && !closed.includes("bottom");
  const showPopup = alerts.mid.length > 0 && !closed.includes("mid");

  useEffect(() => {
    if (!onBannerHeightChange) return;
    const element = bannerRef.current;
    if (!showBanner || !element) {
      onBannerHeightChange(0);
      return;
    }
    const report = () => onBannerHeightChange(Math.round(element.getBoundingClientRect().height));
    report();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [showBanner, onBannerHeightChange]);

  return (
    <>
      {showPopup && <AlertPopup alerts={alerts.mid} onClose={() => close("mid")} />}
      {showBanner && (
        <AlertBanner alerts={alerts.bottom} onClose={() => close("bottom")} bannerRef={bannerRef} />
      )}
    </>
  );
}
