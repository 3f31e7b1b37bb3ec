import { buildSitemapXml } from "../../domain/seo/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

/** GET /sitemap.xml: every public page with absolute addresses (SITE_URL) and its last change. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const xml = buildSitemapXml(context.config.siteUrl, await context.reads.listSitemapEntries());
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    context.sectionFailed("sitemap failed", error);
    return new Response("Service unavailable", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "60",
        "Cache-Control": "no-store",
      },
    });
  }
}
