import { BRAND_BUILDING } from "../features/services/brand-building";
import { serviceMeta } from "../features/services/service-meta";
import { ServicePage } from "../features/services/service-page";
import { siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/brand-building";

// The texts are loader data: they are in the page once, not also in the browser's JavaScript.
export function loader() {
  return { data: BRAND_BUILDING };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return serviceMeta(loaderData?.data, siteUrlOf(matches));
}

export default function BrandBuilding({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServicePage data={loaderData.data} />
    </main>
  );
}
