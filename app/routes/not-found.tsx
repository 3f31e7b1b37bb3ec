import { data } from "react-router";
import { loadHomeData } from "../features/home/home-data.server";
import { HOME_DESCRIPTION, HOME_TITLE } from "../features/home/home-meta";
import { HomePage } from "../features/home/home-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/not-found";

/** Any unknown path shows the home page, answered with status 404 and kept out of search results. */
export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    title: `Page Not Found – ${HOME_TITLE}`,
    description: HOME_DESCRIPTION,
    path: location.pathname,
    siteUrl: siteUrlOf(matches),
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return data(await loadHomeData(context), { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
