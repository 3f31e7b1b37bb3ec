/**
 * The chat assistant's details form (app/features/chat): its one door, a resource route the panel's
 * fetcher posts to from any page (docs/decisions/0034-writes-own-their-effects.md). The shared schema and
 * the domain write of POST /api/contact, which stays for other clients: the message is stored as a chat
 * message (docs/product/forms.md#contact-queries-and-the-chats-details-form) and queues its own mail.
 */
import { contactMessageSchema } from "../../domain/enquiries/enquiries.schema";
import { createContactMessage } from "../../domain/enquiries/enquiries.server";
import type { ChatDetailsAnswer } from "../features/chat/chat-details-form";
import { publicFormAction } from "../lib/form-action.server";
import type { Route } from "./+types/chat-details";

export async function action({ request, context }: Route.ActionArgs) {
  return publicFormAction(
    context,
    await request.formData(),
    contactMessageSchema,
    (input) => createContactMessage(context.db, "chat", input),
    () => ({ sent: true as const }),
  );
}

/**
 * In the browser: a post that got no answer of the action's (offline, a rate limit in front of it) is the
 * form's failure text, not the page's error screen.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ChatDetailsAnswer> {
  try {
    return (await serverAction()) as ChatDetailsAnswer;
  } catch {
    return {};
  }
}
