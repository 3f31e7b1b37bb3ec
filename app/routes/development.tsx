import { DEVELOPMENT } from "../features/services/development";
import { ServicePage } from "../features/services/service-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/development";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...DEVELOPMENT.meta,
    path: DEVELOPMENT.path,
    siteUrl: siteUrlOf(matches),
    // The middle crumb ('What We Offer') is not a link, so the trail has Home and the page.
    breadcrumbs: [{ name: DEVELOPMENT.title, path: DEVELOPMENT.path }],
  });
}

export default function Development() {
  return (
    <main id="main">
      <ServicePage data={DEVELOPMENT} />
    </main>
  );
}
