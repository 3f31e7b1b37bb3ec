/**
 * The course and internship pages' action (docs/decisions/0054-batches-with-seats.md): a post carrying the
 * waiting-list field joins a full batch's list (the program is the page's, read from its address, never from
 * the post); any other post is the page's enquiry form. Both go through the public form door: honeypot,
 * schema, a refusal on its field, `no-store`; the page posts share the public forms' rate limit (server/app.ts).
 */
import type { AppLoadContext } from "react-router";
import type { ProgramKind } from "../../../domain/programs/coupon.schema";
import {
  WAITLIST_FORM_FIELD,
  WAITLIST_MESSAGES,
  waitlistSchema,
} from "../../../domain/programs/waitlist.schema";
import { joinWaitlist } from "../../../domain/programs/waitlist.server";
import { publicFormAction } from "../../lib/form-action.server";
import { enquiryAction } from "../sidebar/enquiry-action.server";

/** The waiting-list form's answer: joined (for which batch), or Conform's refusal. */
export interface WaitlistJoined {
  waitlist: string;
  joined: true;
  message: string;
}

export async function programPageAction(
  { request, context }: { request: Request; context: AppLoadContext },
  kind: ProgramKind,
  slug: string,
) {
  const form = await request.clone().formData();
  if (!form.has(WAITLIST_FORM_FIELD)) return enquiryAction({ request, context });
  const batch = String(form.get(WAITLIST_FORM_FIELD) ?? "");
  form.set("batchId", batch);
  // An unknown program is the page's 404 (the door answers a NotFoundError thrown by the write so).
  const program = () =>
    kind === "course" ? context.reads.getCourseBySlug(slug) : context.reads.getInternshipBySlug(slug);
  return publicFormAction(
    context,
    form,
    waitlistSchema,
    async (input) => joinWaitlist(context.db, kind, (await program()).id, input),
    (): WaitlistJoined => ({ waitlist: batch, joined: true, message: WAITLIST_MESSAGES.joined }),
  );
}
