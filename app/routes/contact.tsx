import { useActionData } from "react-router";
import { careerEnquirySchema, servicesEnquirySchema } from "../../domain/enquiries/enquiries.schema";
import { createCareerEnquiry, createServicesEnquiry } from "../../domain/enquiries/enquiries.server";
import { type ContactAnswer, proofOf } from "../features/contact/contact-forms";
import { ContactPage } from "../features/contact/contact-page";
import { publicFormAction } from "../lib/form-action.server";
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

/**
 * The one door of both enquiry forms, with JavaScript (a fetcher) and without (a plain post): the form's
 * `kind` picks the shared schema and the domain write (the same as POST /api/career and /api/services, which
 * stay for other clients). A repeat is refused as a duplicate; the write queues its own mail.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("kind") === "services")
    return publicFormAction(
      context,
      form,
      servicesEnquirySchema,
      (input) => createServicesEnquiry(context.db, input),
      () => ({
        kind: "services" as const,
        sent: true as const,
        proof: proofOf(form, "services", new Date()),
      }),
    );
  return publicFormAction(
    context,
    form,
    careerEnquirySchema,
    (input) => createCareerEnquiry(context.db, input),
    () => ({ kind: "career" as const, sent: true as const, proof: proofOf(form, "career", new Date()) }),
  );
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const cacheControl = actionHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

export default function Contact() {
  const answer = useActionData<typeof action>() as ContactAnswer | undefined;
  return (
    <main id="main">
      <ContactPage answer={answer} />
    </main>
  );
}
