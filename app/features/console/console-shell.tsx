import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { ROLE_LABELS, type Role } from "../../../domain/staff/roles";
import { type ConsoleNavItem, navSections } from "./console-nav";

/** The console's frame: the menu of what the role may use, who is signed in, sign out. */
export function ConsoleShell({
  nav,
  staff,
  children,
}: {
  nav: ConsoleNavItem[];
  staff: { name: string; email: string; role: Role };
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand"
      >
        Skip to content
      </a>
      <header className="bg-brand text-white md:min-h-screen md:w-60 md:shrink-0">
        <div className="px-4 py-4">
          <p className="text-lg font-bold">Staff console</p>
          <p className="mt-1 truncate text-sm text-white/90" title={staff.email}>
            {staff.name} · {ROLE_LABELS[staff.role]}
          </p>
        </div>
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
      </header>
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 md:px-8">
        {children}
      </main>
    </div>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold text-slate-900">{children}</h1>;
}
