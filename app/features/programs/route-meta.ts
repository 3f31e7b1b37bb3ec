/** True when a navigation only changes the query string of the same page (any letter case). */
export function onlySearchChanged(current: URL, next: URL): boolean {
  return current.pathname.toLowerCase() === next.pathname.toLowerCase() && current.search !== next.search;
}
