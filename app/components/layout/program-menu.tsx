import { SHELL_TEXT } from "../../../domain/shell-text";
import type { HeaderMenusState, MenuItem } from "./header-menus";
import { COURSES_FALLBACK, INTERNSHIPS_FALLBACK } from "./navigation";
import { ShellLink } from "./shell-link";

export type ProgramMenuKind = "internships" | "courses";

const config = {
  internships: {
    base: "/created-internships-web",
    empty: SHELL_TEXT.nav.noInternships,
    fallback: INTERNSHIPS_FALLBACK,
  },
  courses: { base: "/created-courses-web", empty: SHELL_TEXT.nav.noCourses, fallback: COURSES_FALLBACK },
} as const;

export const menuLinkClass =
  "block rounded-lg px-3 py-2 text-sm text-slate-700 transition hover:bg-brand-50 hover:text-brand focus-visible:bg-brand-50 focus-visible:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand";

/** The items of the Internships or Courses menu in each state: loading, empty (fallback link) or the list. */
export function ProgramMenuItems({
  kind,
  state,
  onNavigate,
}: {
  kind: ProgramMenuKind;
  state: HeaderMenusState;
  onNavigate?: () => void;
}) {
  const { base, empty, fallback } = config[kind];
  if (state.status === "loading") {
    return (
      <li>
        <ShellLink to={fallback} className={menuLinkClass} onClick={onNavigate}>
          {SHELL_TEXT.loading}
        </ShellLink>
      </li>
    );
  }
  const items: MenuItem[] = state[kind];
  if (items.length === 0) {
    return (
      <li>
        <ShellLink to={fallback} className={menuLinkClass} onClick={onNavigate}>
          {empty}
        </ShellLink>
      </li>
    );
  }
  return (
    <>
      {items.map((item) => (
        <li key={item.slug}>
          <ShellLink to={`${base}/${item.slug}`} className={menuLinkClass} onClick={onNavigate}>
            {item.title}
          </ShellLink>
        </li>
      ))}
    </>
  );
}
