import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { MenuIcon } from "./icons";

const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

/** The menu button (below lg). The drawer's code loads when the visitor reaches for the button. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every location change by design
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={SHELL_TEXT.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-800 transition hover:bg-brand-50 hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand lg:hidden"
      >
        <MenuIcon width={24} height={24} />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
