import { section } from "../features/blog/sections";
import { BRAND_BUILDING } from "../features/services/brand-building";
import { serviceMeta } from "../features/services/service-meta";
import { ServicePage } from "../features/services/service-page";
import { siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/brand-building";

// The texts are loader data: they are in the page once, not also in the browser's JavaScript. The partners are
// the company's data (table service_partners); without them the page shows no partner section.
export async function loader({ context }: Route.LoaderArgs) {
  const partners = await section(context, "service partners", () =>
    context.reads.listServicePartners("brand-building"),
  );
  return { data: BRAND_BUILDING, partners: partners ?? [] };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return serviceMeta(loaderData?.data, siteUrlOf(matches));
}

export default function BrandBuilding({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServicePage data={loaderData.data} partners={loaderData.partners} />
    </main>
  );
}
