import { WHO_WE_ARE } from "../features/company/who-we-are-content";
import { WhoWeArePage } from "../features/company/who-we-are-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/who-we-are";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...WHO_WE_ARE.meta,
    path: "/who-we-are",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: "Who we are", path: "/who-we-are" }],
  });
}

export default function WhoWeAre() {
  return (
    <main id="main">
      <WhoWeArePage />
    </main>
  );
}
