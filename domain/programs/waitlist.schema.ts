/**
 * The waiting-list form of a full batch (docs/decisions/0054-batches-with-seats.md): name, e-mail and phone,
 * and the batch it is for. Shared by the course and internship pages' action; the browser does not load it.
 */
import { FIELD_LIMITS } from "../constants.ts";
import { emailField, phoneField, requiredText } from "../enquiries/enquiries.schema.ts";
import { z } from "../zod.ts";

/** The hidden field that tells a page's waiting-list post from its enquiry forms'. */
export const WAITLIST_FORM_FIELD = "waitlist";

export const WAITLIST_MESSAGES = {
  phone: "Please enter a valid 10-digit phone number.",
  batch: "This batch is not one of this program's batches.",
  notFull: "This batch still has seats: register for it instead.",
  closed: "This batch is not taking registrations any more.",
  duplicate: "This e-mail is already on the waiting list for this batch.",
  joined: "You are on the waiting list. We will e-mail you as soon as a seat frees up.",
  offerInvalid: "This waiting-list link is not valid any more (used, or older than 24 hours).",
} as const;

export const waitlistSchema = z.object({
  batchId: z.coerce
    .number({ error: WAITLIST_MESSAGES.batch })
    .int({ error: WAITLIST_MESSAGES.batch })
    .positive({ error: WAITLIST_MESSAGES.batch }),
  name: requiredText("name", FIELD_LIMITS.name),
  email: emailField(),
  phone: phoneField(WAITLIST_MESSAGES.phone),
});
export type WaitlistInput = z.output<typeof waitlistSchema>;
