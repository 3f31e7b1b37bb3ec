import { loadHomeData } from "../features/home/home-data.server";
import { HOME_DESCRIPTION, HOME_TITLE } from "../features/home/home-meta";
import { HomePage } from "../features/home/home-page";
import { websiteLd } from "../lib/json-ld-builders.server";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/home";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  return pageMeta({
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    path: "/",
    siteUrl,
    jsonLd: loaderData?.jsonLd,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadHomeData(context)), jsonLd: [websiteLd(context.config.siteUrl)] };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
