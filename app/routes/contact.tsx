import { ContactPage } from "../features/contact/contact-page";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact Us | Nexora Technologies",
    description:
      "Ask about courses, internships and workshops, or tell us about your web, app, cloud or cyber-security project. Nexora Technologies, Noida.",
    path: "/contact",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
  });
}

export default function Contact() {
  return (
    <main id="main">
      <ContactPage />
    </main>
  );
}
