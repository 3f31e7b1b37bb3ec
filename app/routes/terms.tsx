import { LegalPage } from "../features/legal/legal-page";
import { TERMS } from "../features/legal/terms";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms and Conditions | Nexora Technologies",
    description:
      "The terms for using Nexora Technologies' website, courses, internships and IT services: eligibility, LMS accounts, fees, refunds and disputes.",
    path: "/terms",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: TERMS.title, path: "/terms" }],
  });
}

export default function Terms() {
  return (
    <main id="main">
      <LegalPage
        document={TERMS}
        lead="The rules that apply when you use our website, learn with us or work with us. Plain language, no surprises."
      />
    </main>
  );
}
