import { type KeyboardEvent, type ReactNode, useId, useState } from "react";

export interface AccordionEntry {
  /** Unique among the entries. */
  key: string;
  title: string;
  content: ReactNode;
}

/** Arrow keys, Home and End move between the headers' buttons, as the WAI-ARIA accordion pattern suggests. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest("[data-accordion]");
  const buttons = Array.from(root?.querySelectorAll<HTMLButtonElement>("h3 > button") ?? []);
  const at = buttons.indexOf(event.currentTarget);
  const last = buttons.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? (at + 1) % buttons.length
          : (at - 1 + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The course/internship accordion (docs/product/states.md): one item open at a time, clicking the open item
 * closes it, and the first item starts open. The WAI-ARIA accordion pattern: each header's button has
 * `aria-expanded` and controls its panel; only the open panel renders its content, the others stay as
 * empty hidden panels so every `aria-controls` points at an element. Unlabelled: the section around it
 * names it. (It replaces Radix's accordion, whose collection, presence and collapsible layers cost 8 KiB of
 * Brotli on every course and internship page: ADR 9's JavaScript budget.)
 */
export function ProgramAccordion({
  items,
  firstOpen = true,
}: {
  items: AccordionEntry[];
  firstOpen?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(firstOpen ? 0 : null);
  const baseId = useId();
  if (items.length === 0) return null;
  return (
    <div
      data-accordion
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {items.map((item, index) => {
        const isOpen = open === index;
        const state = isOpen ? "open" : "closed";
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} data-state={state} className="group">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                onClick={() => setOpen(isOpen ? null : index)}
                onKeyDown={moveFocus}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand data-[state=open]:text-brand"
              >
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
              </button>
            </h3>
            {/* A section named by its header is a region. */}
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-slate-700"
            >
              {isOpen && item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
