/**
 * The staff console's addresses: `/admin` and everything below it, its data requests (`/admin.data`,
 * `/admin/staff.data`) included, in any letter case (routes match case-insensitively).
 */
const CONSOLE_PATH = /^\/admin(?:[/.]|$)/i;

export function isConsolePath(pathname: string): boolean {
  return CONSOLE_PATH.test(pathname);
}

/** Console answers are personal: never stored by a browser, proxy or CDN, never indexed. */
export const CONSOLE_CACHE_CONTROL = "private, no-store";
export const CONSOLE_ROBOTS = "noindex, nofollow";
