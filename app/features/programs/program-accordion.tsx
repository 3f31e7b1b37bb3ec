import * as Accordion from "@radix-ui/react-accordion";
import type { ReactNode } from "react";

export interface AccordionEntry {
  /** Unique among the entries. */
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * The course/internship accordion (spec section 4): one item open at a time, clicking the open item
 * closes it, and the first item starts open. Radix gives the buttons, `aria-expanded` and keyboard use.
 * Unlabelled: the section around it names it (a label on Radix's plain root `div` is not valid HTML).
 */
export function ProgramAccordion({
  items,
  firstOpen = true,
}: {
  items: AccordionEntry[];
  firstOpen?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={firstOpen ? "item-0" : undefined}
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.key} value={`item-${index}`} className="group">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand data-[state=open]:text-brand">
                <span>{item.title}</span>
                <svg
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                >
                  <path
                    fillRule="evenodd"
                    d="M5.2 7.2a.75.75 0 011.06 0L10 10.94l3.74-3.74a.75.75 0 111.06 1.06l-4.27 4.27a.75.75 0 01-1.06 0L5.2 8.26a.75.75 0 010-1.06z"
                    clipRule="evenodd"
                  />
                </svg>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">{item.content}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
