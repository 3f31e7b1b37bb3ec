import { loadHomeData } from "../features/home/home-data.server";
import { homeMeta } from "../features/home/home-meta";
import { HomePage } from "../features/home/home-page";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return homeMeta(root?.siteUrl);
}

export function loader({ context }: Route.LoaderArgs) {
  return loadHomeData(context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
