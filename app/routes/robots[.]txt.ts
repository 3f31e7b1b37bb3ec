import { buildRobotsTxt } from "../../domain/seo/sitemap";
import type { Route } from "./+types/robots[.]txt";

/** GET /robots.txt: crawl everything but the API (stored images stay crawlable) and find the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.config.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
