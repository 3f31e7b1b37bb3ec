import { siteUrlFromMatches } from "../features/company/site-url";
import { DIGITAL_MARKETING } from "../features/services/digital-marketing";
import { ServicePage } from "../features/services/service-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/digital-marketing";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...DIGITAL_MARKETING.meta,
    path: DIGITAL_MARKETING.path,
    siteUrl: siteUrlFromMatches(matches),
  });
}

export default function DigitalMarketing() {
  return (
    <main id="main">
      <ServicePage data={DIGITAL_MARKETING} />
    </main>
  );
}
