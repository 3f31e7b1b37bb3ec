import { WHO_WE_ARE } from "../features/company/who-we-are-content";
import { WhoWeArePage } from "../features/company/who-we-are-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/who-we-are";

// The texts are loader data: they are in the page once, not also in the browser's JavaScript.
export function loader() {
  return { content: WHO_WE_ARE };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    ...loaderData.content.meta,
    path: "/who-we-are",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: "Who we are", path: "/who-we-are" }],
  });
}

export default function WhoWeAre({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <WhoWeArePage content={loaderData.content} />
    </main>
  );
}
