/** The site origin (SITE_URL) from the root loader's data, for absolute canonical links in `meta`. */
export function siteUrlFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string") {
    return root.siteUrl;
  }
  return "";
}
