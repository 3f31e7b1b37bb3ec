import { siteUrlFromMatches } from "../features/company/site-url";
import { DEVELOPMENT } from "../features/services/development";
import { ServicePage } from "../features/services/service-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/development";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ ...DEVELOPMENT.meta, path: DEVELOPMENT.path, siteUrl: siteUrlFromMatches(matches) });
}

export default function Development() {
  return (
    <main id="main">
      <ServicePage data={DEVELOPMENT} />
    </main>
  );
}
