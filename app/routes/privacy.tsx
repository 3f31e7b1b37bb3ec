import { LegalPage } from "../features/legal/legal-page";
import { PRIVACY } from "../features/legal/privacy";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/privacy";

// The text is loader data: it is in the page once, not also in the browser's JavaScript.
export function loader() {
  return { document: PRIVACY };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy Policy | Nexora Technologies",
    description:
      "How Nexora Technologies collects, uses, shares and protects your personal information, and the rights you have over it.",
    // /Privacy and /privacy are one screen with one canonical address.
    path: "/privacy",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: loaderData?.document.title ?? "Privacy Policy", path: "/privacy" }],
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <LegalPage
        document={loaderData.document}
        lead="What we collect, why we collect it, how we keep it safe, and how you stay in control."
      />
    </main>
  );
}
