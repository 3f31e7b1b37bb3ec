/**
 * The one door of the enquiry forms (the sidebars of the blog and hero articles, the advisor forms of program
 * pages): each page that shows one answers its posts with this action, with JavaScript (a fetcher) and
 * without (a plain post). The same shared schema and domain write as POST /api/contact-queries, which stays
 * for other clients; the stored message queues its own mail.
 */
import type { AppLoadContext } from "react-router";
import { contactMessageSchema } from "../../../domain/enquiries/enquiries.schema";
import { createContactMessage } from "../../../domain/enquiries/enquiries.server";
import { MESSAGES } from "../../../domain/messages";
import { publicFormAction } from "../../lib/form-action.server";

/** The hidden field that says which of a page's enquiry forms was posted. */
export const ENQUIRY_FORM_FIELD = "enquiry";

export async function enquiryAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await request.formData();
  const enquiry = String(form.get(ENQUIRY_FORM_FIELD) ?? "");
  return publicFormAction(
    context,
    form,
    contactMessageSchema,
    (input) => createContactMessage(context.db, "enquiry", input),
    () => ({ enquiry, sent: true as const, message: MESSAGES.contactThanksApi }),
  );
}
