import { DEVELOPMENT } from "../features/services/development";
import { ServicePage } from "../features/services/service-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/development";

// The texts are loader data: they are in the page once, not also in the browser's JavaScript.
export function loader() {
  return { data: DEVELOPMENT };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = loaderData.data;
  return pageMeta({
    ...page.meta,
    path: page.path,
    siteUrl: siteUrlOf(matches),
    // The middle crumb ('What We Offer') is not a link, so the trail has Home and the page.
    breadcrumbs: [{ name: page.title, path: page.path }],
  });
}

export default function Development({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServicePage data={loaderData.data} />
    </main>
  );
}
