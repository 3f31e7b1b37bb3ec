import * as Dialog from "@radix-ui/react-dialog";
import { COMPANY } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { CloseIcon } from "./icons";
import {
  ENROLL_LINK,
  flattenGroup,
  type NavLink,
  RESOURCES,
  WHAT_WE_OFFER,
  WHO_WE_ARE_LINK,
} from "./navigation";
import { ShellLink } from "./shell-link";

const linkClass =
  "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 transition hover:bg-brand-50 hover:text-brand focus-visible:bg-brand-50 focus-visible:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand";

/**
 * The mobile menu: a side drawer (Radix Dialog: focus trapped, Escape and backdrop close it) with Who we are,
 * What We Offer and Resources (Career Development flattened) and 'Enroll Now'. No Internships/Courses groups.
 * Loaded on demand by MobileMenu, so Radix Dialog costs nothing at first paint.
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: React.RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="drawer-backdrop"
          className="fixed inset-0 z-[60] bg-slate-950/50 backdrop-blur-sm"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-y-0 left-0 z-[61] flex w-4/5 flex-col overflow-y-auto bg-white shadow-2xl sm:w-96"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <Dialog.Title className="type-title text-brand">{COMPANY.name}</Dialog.Title>
            <Dialog.Close
              aria-label={SHELL_TEXT.nav.closeMenu}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
            >
              <CloseIcon width={22} height={22} />
            </Dialog.Close>
          </div>
          <nav aria-label={SHELL_TEXT.nav.mainNavigation} className="flex-1 space-y-6 px-3 py-5">
            <ul>
              <li>
                <ShellLink to={WHO_WE_ARE_LINK.to} className={linkClass} onClick={close}>
                  {WHO_WE_ARE_LINK.label}
                </ShellLink>
              </li>
            </ul>
            <DrawerGroup title={WHAT_WE_OFFER.label} links={flattenGroup(WHAT_WE_OFFER)} onNavigate={close} />
            {/* Who we are is the drawer's first link already: not listed a second time under Resources. */}
            <DrawerGroup
              title={RESOURCES.label}
              links={flattenGroup(RESOURCES).filter((link) => link.to !== WHO_WE_ARE_LINK.to)}
              onNavigate={close}
            />
          </nav>
          <div className="border-t border-slate-100 p-4">
            <ShellLink
              to={ENROLL_LINK.to}
              onClick={close}
              className="flex w-full items-center justify-center rounded-full bg-brand px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {ENROLL_LINK.label}
            </ShellLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerGroup({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: NavLink[];
  onNavigate: () => void;
}) {
  return (
    <section aria-label={title}>
      <h2 className="px-3 pb-1 type-label text-slate-500">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <ShellLink to={link.to} className={linkClass} onClick={onNavigate}>
              {link.label}
            </ShellLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
