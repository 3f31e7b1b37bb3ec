/**
 * The sidebar of the blog and hero pages: the enquiry form, the Client and Student Feedback rotators, then
 * the page's own related blocks (children). Feedback lists may be streamed promises.
 */
import type { ReactNode } from "react";
import { MESSAGES } from "../../../domain/messages";
import { EnquiryForm, type EnquiryVariant } from "./enquiry-form";
import { DeferredFeedbackRotator, type FeedbackItem } from "./feedback-rotator";

type Feedback = Promise<FeedbackItem[] | null> | FeedbackItem[] | null;

export function ContentSidebar({
  enquiryTitle = MESSAGES.enquireNow,
  variant,
  idPrefix,
  clientFeedback,
  studentFeedback,
  children,
}: {
  enquiryTitle?: string;
  variant: EnquiryVariant;
  idPrefix: string;
  clientFeedback: Feedback;
  studentFeedback: Feedback;
  children?: ReactNode;
}) {
  return (
    <aside aria-label="Sidebar" className="flex flex-col gap-6">
      <EnquiryForm title={enquiryTitle} variant={variant} idPrefix={idPrefix} />
      <DeferredFeedbackRotator title={MESSAGES.clientFeedbackTitle} items={clientFeedback} />
      <DeferredFeedbackRotator title={MESSAGES.studentFeedbackTitle} items={studentFeedback} />
      {children}
    </aside>
  );
}
