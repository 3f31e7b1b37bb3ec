import { data } from "react-router";
import { loadHomeData } from "../features/home/home-data.server";
import { homeMeta } from "../features/home/home-meta";
import { HomePage } from "../features/home/home-page";
import type { Route } from "./+types/not-found";

/** Any unknown path shows the home page, answered with status 404 so crawlers do not index it. */
export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return [...homeMeta(root?.siteUrl), { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return data(await loadHomeData(context), { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
