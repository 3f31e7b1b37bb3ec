import { loadHomeData } from "../features/home/home-data.server";
import { HOME_DESCRIPTION, HOME_TITLE } from "../features/home/home-meta";
import { HomePage } from "../features/home/home-page";
import { websiteLd } from "../lib/json-ld";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  return pageMeta({
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    path: "/",
    siteUrl,
    jsonLd: [websiteLd(siteUrl)],
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return loadHomeData(context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
