import { BRAND_BUILDING } from "../features/services/brand-building";
import { ServicePage } from "../features/services/service-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/brand-building";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...BRAND_BUILDING.meta,
    path: BRAND_BUILDING.path,
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: BRAND_BUILDING.title, path: BRAND_BUILDING.path }],
  });
}

export default function BrandBuilding() {
  return (
    <main id="main">
      <ServicePage data={BRAND_BUILDING} />
    </main>
  );
}
