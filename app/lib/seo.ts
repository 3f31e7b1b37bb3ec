/** Page meta tags: title, description, canonical link and social previews, written once for every route. */
import { COMPANY } from "../../domain/constants";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Canonical path, lower-case (one canonical for every spelling of a route). */
  path: string;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  type?: "website" | "article";
  /** Origin for absolute URLs, from the root loader (SITE_URL). */
  siteUrl?: string;
}

export function pageMeta({
  title,
  description,
  path,
  image = "/og-default.png",
  type = "website",
  siteUrl = "",
}: PageMetaInput) {
  const url = `${siteUrl}${path}`;
  const imageUrl = image.startsWith("http") ? image : `${siteUrl}${image}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: COMPANY.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
