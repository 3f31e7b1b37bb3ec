import { LegalPage } from "../features/legal/legal-page";
import { PRIVACY } from "../features/legal/privacy";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy Policy | Nexora Technologies",
    description:
      "How Nexora Technologies collects, uses, shares and protects your personal information, and the rights you have over it.",
    // /Privacy and /privacy are one screen with one canonical address.
    path: "/privacy",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: PRIVACY.title, path: "/privacy" }],
  });
}

export default function Privacy() {
  return (
    <main id="main">
      <LegalPage
        document={PRIVACY}
        lead="What we collect, why we collect it, how we keep it safe, and how you stay in control."
      />
    </main>
  );
}
