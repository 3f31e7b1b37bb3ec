import { pageMeta } from "../../lib/seo";
import type { ServicePageData } from "./service-types";

/**
 * A service page's meta from its loader data (the page's texts are loader data, so they stay out of the
 * browser's JavaScript). The middle crumb ('What We Offer') is not a link, so the trail has Home and the page.
 */
export function serviceMeta(page: ServicePageData | undefined, siteUrl: string) {
  if (!page) return [];
  return pageMeta({
    ...page.meta,
    path: page.path,
    siteUrl,
    breadcrumbs: [{ name: page.title, path: page.path }],
  });
}
