/** The Internships and Courses menu lists as the root loader streams them. */
export interface MenuItem {
  title: string;
  slug: string;
}

export interface HeaderMenus {
  internships: MenuItem[];
  courses: MenuItem[];
}

export type HeaderMenusState = { status: "loading" } | ({ status: "loaded" } & HeaderMenus);

export const EMPTY_MENUS: HeaderMenus = { internships: [], courses: [] };
