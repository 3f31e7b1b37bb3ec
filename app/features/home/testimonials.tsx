import { useEffect, useState } from "react";
import { HOME, TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { StarIcon } from "../../components/layout/icons";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";
import type { TestimonialData } from "./home-types";
import type { SectionState } from "./section-state";

type Audience = "students" | "clients";

const CARD = "h-72";

/**
 * Testimonials with a students/clients toggle. 6 shown at first (3 below 640 px, by CSS so the server HTML
 * already fits); 'View More' shows the rest, 'View Less' returns. A failed list shows '❌ …' for 3 s.
 */
export function Testimonials({
  students,
  clients,
}: {
  students: SectionState<TestimonialData>;
  clients: SectionState<TestimonialData>;
}) {
  const [audience, setAudience] = useState<Audience>("students");
  const [expanded, setExpanded] = useState(false);
  const errors = useTransientErrors([students, clients]);
  const state = audience === "students" ? students : clients;

  const choose = (next: Audience) => {
    setAudience(next);
    setExpanded(false);
  };

  // The loading fallback and the streamed section are both in the served HTML: their ids must differ.
  const loading = students.status === "loading" && clients.status === "loading";
  const headingId = loading ? "testimonials-heading-loading" : "testimonials-heading";

  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow="Testimonials"
          title="What our students and clients say"
          lead="Real words from the people who learned and built with us."
        />
        <div aria-live="polite" className="mt-6 min-h-6 text-center">
          {errors.map((message) => (
            <p key={message} role="alert" className="text-sm font-medium text-red-700">
              {SHELL_TEXT.withCrossMark(message)}
            </p>
          ))}
        </div>
        <fieldset className="mt-4 flex justify-center">
          <legend className="sr-only">Show testimonials from</legend>
          <div className="inline-flex rounded-full bg-slate-100 p-1">
            {(["students", "clients"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={audience === value}
                onClick={() => choose(value)}
                className="rounded-full px-6 py-2 text-sm font-semibold text-slate-600 transition hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-brand aria-pressed:text-white aria-pressed:shadow"
              >
                {value === "students" ? SHELL_TEXT.students : SHELL_TEXT.clients}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="relative mt-10">
          {state.status === "loading" && (
            <>
              <p
                role="status"
                className="absolute left-1/2 top-24 z-10 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm text-slate-600 shadow"
              >
                {MESSAGES.loadingFeedback}
              </p>
              <Skeleton />
            </>
          )}
          {state.status === "loaded" && (
            <TestimonialGrid
              key={audience}
              items={state.items}
              expanded={expanded}
              onToggle={() => setExpanded((value) => !value)}
            />
          )}
        </div>
      </Container>
    </section>
  );
}

/** Error texts of failed lists, each cleared TIMINGS.feedbackErrorClearMs after it appears. */
function useTransientErrors(states: SectionState<unknown>[]): string[] {
  const messages = states.flatMap((state) => (state.status === "error" ? [state.message] : []));
  const key = messages.join("|");
  const [visible, setVisible] = useState<string[]>(messages);
  useEffect(() => {
    const current = key ? key.split("|") : [];
    setVisible(current);
    if (current.length === 0) return;
    const timer = setTimeout(() => setVisible([]), TIMINGS.feedbackErrorClearMs);
    return () => clearTimeout(timer);
  }, [key]);
  return visible;
}

function TestimonialGrid({
  items,
  expanded,
  onToggle,
}: {
  items: TestimonialData[];
  expanded: boolean;
  onToggle: () => void;
}) {
  const initial = HOME.testimonialsInitial;
  const small = HOME.testimonialsInitialSmall;
  const shown = expanded ? items : items.slice(0, initial);
  // The button exists only when there are more items than the initial count (3 below 640 px, 6 above).
  const buttonVisibility = items.length > initial ? "" : items.length > small ? "sm:hidden" : "hidden";

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item, index) => (
          <li key={item.id} className={!expanded && index >= small ? "max-sm:hidden" : ""}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
      {buttonVisibility !== "hidden" && (
        <div className={`mt-10 text-center ${buttonVisibility}`}>
          <button
            type="button"
            onClick={onToggle}
            className="rounded-full border border-brand px-6 py-2.5 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {expanded ? SHELL_TEXT.viewLess : SHELL_TEXT.viewMore}
          </button>
        </div>
      )}
    </>
  );
}

function TestimonialCard({ item }: { item: TestimonialData }) {
  return (
    <figure className={`${CARD} flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200`}>
      <div className="flex items-center justify-between gap-3">
        <span role="img" aria-label="Rated 5 out of 5" className="flex text-amber-400">
          {[1, 2, 3, 4, 5].map((n) => (
            <StarIcon key={n} width={18} height={18} />
          ))}
        </span>
        <ReviewBadge />
      </div>
      <p className="mt-4 font-semibold text-slate-900">{item.title}</p>
      <blockquote className="mt-2 line-clamp-4 flex-1 text-sm leading-relaxed text-slate-600">
        “{item.feedback}”
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3 border-t border-slate-100 pt-4">
        <span
          aria-hidden="true"
          className="grid h-9 w-9 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand"
        >
          {item.name.charAt(0)}
        </span>
        <span className="text-sm font-semibold text-slate-800">{item.name}</span>
      </figcaption>
    </figure>
  );
}

/** The third-party review badge. */
function ReviewBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-50 px-2.5 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.7-3.8h-4v3.1A12 12 0 0 0 12 24z"
        />
        <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8z"
        />
      </svg>
      Google Review
    </span>
  );
}

function Skeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: HOME.testimonialsInitial }, (_, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          key={index}
          className={`${CARD} animate-pulse rounded-2xl bg-slate-100 ${index >= HOME.testimonialsInitialSmall ? "max-sm:hidden" : ""}`}
        />
      ))}
    </ul>
  );
}
