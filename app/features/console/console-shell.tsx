import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { ROLE_LABELS, type Role } from "../../../domain/staff/roles";
import { type ConsoleNavItem, navSections } from "./console-nav";

/**
 * The console's frame: the menu of what the role may use, who is signed in, sign out. From the `md` width up the
 * menu is a column beside the screen; on a phone it waits behind a Menu button so every screen starts with its
 * own content (before React takes over, the phone shows the button only: the console needs its script anyway).
 */
export function ConsoleShell({
  nav,
  staff,
  children,
}: {
  nav: ConsoleNavItem[];
  staff: { name: string; email: string; role: Role };
  children: ReactNode;
}) {
  const menu = usePhoneMenu();
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand"
      >
        Skip to content
      </a>
      <header className="bg-brand text-white md:min-h-screen md:w-60 md:shrink-0">
        <div className="flex items-start justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <p className="text-lg font-bold">Staff console</p>
            <p className="mt-1 truncate text-sm text-white/90" title={staff.email}>
              {staff.name} · {ROLE_LABELS[staff.role]}
            </p>
          </div>
          <button
            ref={menu.buttonRef}
            type="button"
            aria-expanded={menu.open}
            aria-controls={menu.id}
            onClick={menu.toggle}
            className="shrink-0 rounded-md border border-white/70 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/15 md:hidden"
          >
            Menu
          </button>
        </div>
        <div id={menu.id} className={`${menu.open ? "block" : "hidden"} md:block`}>
          <ConsoleNav nav={nav} />
          <div className="flex items-center gap-3 px-4 pb-4">
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="rounded-md border border-white/70 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/15"
              >
                Sign out
              </button>
            </Form>
            <a href="/" className="text-sm text-white underline">
              View site
            </a>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 md:px-8">
        {children}
      </main>
    </div>
  );
}

/** The menu's sections (a heading each, but the first) and their links, the current screen's marked. */
function ConsoleNav({ nav }: { nav: ConsoleNavItem[] }) {
  return (
    <nav aria-label="Console" className="pb-2">
      {navSections(nav).map((section) => (
        <div key={`${section.group}-${section.items[0]?.to}`} className="px-2 pb-2">
          {section.group && (
            <p
              id={`nav-${section.group}`}
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-white/80"
            >
              {section.group}
            </p>
          )}
          <ul
            aria-labelledby={section.group ? `nav-${section.group}` : undefined}
            className="flex flex-wrap gap-1 md:flex-col"
          >
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/admin"}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-white text-brand" : "text-white hover:bg-white/15"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The phone menu's state: closed at first and after every navigation; Escape closes it and returns focus. */
function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is what a change of screen means, whatever the path is
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return { open, id, buttonRef, toggle: () => setOpen((was) => !was) };
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold text-slate-900">{children}</h1>;
}
