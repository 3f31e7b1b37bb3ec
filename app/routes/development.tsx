import { section } from "../features/blog/sections";
import { DEVELOPMENT } from "../features/services/development";
import { serviceMeta } from "../features/services/service-meta";
import { ServicePage } from "../features/services/service-page";
import { siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/development";

// The texts are loader data: they are in the page once, not also in the browser's JavaScript. The partners are
// the company's data (table service_partners); without them the page shows no partner section.
export async function loader({ context }: Route.LoaderArgs) {
  const partners = await section(context, "service partners", () =>
    context.reads.listServicePartners("development"),
  );
  return { data: DEVELOPMENT, partners: partners ?? [] };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return serviceMeta(loaderData?.data, siteUrlOf(matches));
}

export default function Development({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServicePage data={loaderData.data} partners={loaderData.partners} />
    </main>
  );
}
