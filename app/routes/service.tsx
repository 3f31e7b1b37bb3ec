/**
 * The three service pages, /development, /brand-building and /digital-marketing (app/routes.ts): one screen,
 * the service named by the address. The texts are loader data: they are in the page once, not also in the
 * browser's JavaScript. The partners are the company's data (table service_partners); without them the page
 * shows no partner section.
 */
import type { PartnerService } from "../../domain/content/partners.server";
import { section } from "../features/blog/sections";
import { BRAND_BUILDING } from "../features/services/brand-building";
import { DEVELOPMENT } from "../features/services/development";
import { DIGITAL_MARKETING } from "../features/services/digital-marketing";
import { serviceMeta } from "../features/services/service-meta";
import { ServicePage } from "../features/services/service-page";
import { siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/service";

const SERVICES = {
  development: DEVELOPMENT,
  "brand-building": BRAND_BUILDING,
  "digital-marketing": DIGITAL_MARKETING,
} satisfies Record<PartnerService, unknown>;

/** The service of the address (paths match case-insensitively, so /Development is development). */
function serviceOf(request: Request): PartnerService {
  const segment = new URL(request.url).pathname.split("/")[1]?.toLowerCase() ?? "";
  if (!Object.hasOwn(SERVICES, segment)) throw new Response(null, { status: 404 });
  return segment as PartnerService;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const service = serviceOf(request);
  const partners = await section(context, "service partners", () =>
    context.reads.listServicePartners(service),
  );
  return { data: SERVICES[service], partners: partners ?? [] };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return serviceMeta(loaderData?.data, siteUrlOf(matches));
}

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServicePage data={loaderData.data} partners={loaderData.partners} />
    </main>
  );
}
