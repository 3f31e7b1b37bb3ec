/**
 * /contact: two tabs, Career Development (default) and IT Services, each with its enquiry form, beside the
 * company's contact details. The fields of both forms live here, so switching tabs keeps what was typed.
 * One toast for the page, cleared after 3 s. `answer` is the page action's answer to a post made without
 * JavaScript: its toast shows, and a refused form opens with what was typed.
 */

import { useCallback, useRef, useState } from "react";
import { COMPANY, TIMINGS } from "../../../domain/constants";
import { Container } from "../../components/ui/container";
import { PageHero } from "../../components/ui/page-hero";
import * as Tabs from "../../components/ui/tabs";
import { ContactDetails } from "./contact-details";
import { ContactEnquiryForm } from "./contact-enquiry-form";
import {
  answerKind,
  answerToast,
  answerValues,
  type ContactAnswer,
  EMPTY_ENQUIRY,
  ENQUIRY_FORMS,
  type EnquiryKind,
  type EnquiryValues,
} from "./contact-forms";
import { Toast, type ToastMessage, type ToastTone } from "./toast";

const TAB_ORDER: EnquiryKind[] = ["career", "services"];

/** The page's one toast: a post answered without JavaScript starts it; the forms show theirs through it. */
function usePageToast(answer: ContactAnswer | undefined, answeredKind: EnquiryKind | undefined) {
  const [toast, setToast] = useState<ToastMessage | null>(() => {
    if (!answer || !answeredKind) return null;
    const [text, tone] = answerToast(ENQUIRY_FORMS[answeredKind], answer);
    return { id: 0, text, tone };
  });
  const counter = useRef(0);
  const showToast = useCallback((text: string, tone: ToastTone) => {
    counter.current += 1;
    setToast({ id: counter.current, text, tone });
  }, []);
  const clearToast = useCallback(() => setToast(null), []);
  return { toast, showToast, clearToast };
}

export function ContactPage({
  defaultTab = "career",
  answer,
}: {
  defaultTab?: EnquiryKind;
  answer?: ContactAnswer;
}) {
  const answeredKind = answer && answerKind(answer);
  const [values, setValues] = useState<Record<EnquiryKind, EnquiryValues>>(() => ({
    career: EMPTY_ENQUIRY,
    services: EMPTY_ENQUIRY,
    ...(answer && answeredKind && { [answeredKind]: answerValues(ENQUIRY_FORMS[answeredKind], answer) }),
  }));
  const { toast, showToast, clearToast } = usePageToast(answer, answeredKind);

  return (
    <>
      <PageHero
        title="Get in Touch"
        lead={`Questions about a course, an internship or a project? Write to ${COMPANY.name} and we will get back to you.`}
        crumbs={[{ label: "Home", to: "/" }, { label: "Contact" }]}
      />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
          <section
            aria-label="Enquiry forms"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <Tabs.Root defaultValue={answeredKind ?? defaultTab}>
              <Tabs.List
                aria-label="Choose an enquiry"
                className="mb-8 grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1"
              >
                {TAB_ORDER.map((kind) => (
                  <Tabs.Trigger
                    key={kind}
                    value={kind}
                    className="rounded-full px-3 py-2.5 text-sm font-semibold text-brand transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:bg-brand data-[state=active]:text-white data-[state=active]:shadow sm:text-base"
                  >
                    {ENQUIRY_FORMS[kind].tabLabel}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {TAB_ORDER.map((kind) => (
                <Tabs.Content
                  key={kind}
                  value={kind}
                  className="rounded-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
                >
                  <ContactEnquiryForm
                    config={ENQUIRY_FORMS[kind]}
                    values={values[kind]}
                    onValuesChange={(update) =>
                      setValues((current) => ({ ...current, [kind]: update(current[kind]) }))
                    }
                    onToast={showToast}
                    initialProof={
                      answer && "sent" in answer && answer.kind === kind ? answer.proof : undefined
                    }
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </section>
          <ContactDetails />
        </div>
      </Container>
      <Toast toast={toast} durationMs={TIMINGS.contactToastMs} onDone={clearToast} />
    </>
  );
}
