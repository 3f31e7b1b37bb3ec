import { LegalPage } from "../features/legal/legal-page";
import { TERMS } from "../features/legal/terms";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/terms";

// The text is loader data: it is in the page once, not also in the browser's JavaScript.
export function loader() {
  return { document: TERMS };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms and Conditions | Nexora Technologies",
    description:
      "The terms for using Nexora Technologies' website, courses, internships and IT services: eligibility, LMS accounts, fees, refunds and disputes.",
    path: "/terms",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: loaderData?.document.title ?? "Terms and Conditions", path: "/terms" }],
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <LegalPage
        document={loaderData.document}
        lead="The rules that apply when you use our website, learn with us or work with us. Plain language, no surprises."
      />
    </main>
  );
}
