import { PortfolioPage } from "../features/company/portfolio-page";
import { siteUrlFromMatches } from "../features/company/site-url";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/portfolio";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "What We've Done: Our Projects | Nexora Technologies",
    description:
      "Projects by Nexora Technologies: websites, apps, brands and digital-marketing campaigns delivered for our clients, plus our project archive.",
    path: "/portfolio",
    siteUrl: siteUrlFromMatches(matches),
  });
}

export default function Portfolio() {
  return (
    <main id="main">
      <PortfolioPage />
    </main>
  );
}
