import { PortfolioPage } from "../features/company/portfolio-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/portfolio";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "What We've Done: Our Projects | Nexora Technologies",
    description:
      "Projects by Nexora Technologies: websites, apps, brands and digital-marketing campaigns delivered for our clients, plus our project archive.",
    path: "/portfolio",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: "What We've Done", path: "/portfolio" }],
  });
}

export default function Portfolio() {
  return (
    <main id="main">
      <PortfolioPage />
    </main>
  );
}
