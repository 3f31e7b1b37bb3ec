import { DIGITAL_MARKETING } from "../features/services/digital-marketing";
import { ServicePage } from "../features/services/service-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/digital-marketing";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...DIGITAL_MARKETING.meta,
    path: DIGITAL_MARKETING.path,
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: DIGITAL_MARKETING.title, path: DIGITAL_MARKETING.path }],
  });
}

export default function DigitalMarketing() {
  return (
    <main id="main">
      <ServicePage data={DIGITAL_MARKETING} />
    </main>
  );
}
