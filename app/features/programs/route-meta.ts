/** The site origin (SITE_URL) from the root loader's data, for absolute canonical links in `meta`. */
export function siteUrlOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string"
    ? root.siteUrl
    : "";
}

/** True when a navigation only changes the query string of the same page (any letter case). */
export function onlySearchChanged(current: URL, next: URL): boolean {
  return current.pathname.toLowerCase() === next.pathname.toLowerCase() && current.search !== next.search;
}
