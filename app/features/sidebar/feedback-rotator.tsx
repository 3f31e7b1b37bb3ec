/**
 * One testimonial at a time, the next every 5 s when there is more than one (docs/product/states.md).
 * `items` undefined or null means not loaded (also after a failure, which the spec only logs):
 * 'Loading feedback...'. An empty list shows 'No feedback available.'. Hover or focus pauses the rotation.
 */
import { Suspense, useState } from "react";
import { Await } from "react-router";
import { TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { useRotation } from "./use-rotation";

export interface FeedbackItem {
  id?: number;
  title: string;
  feedback: string;
  name: string;
}

export function FeedbackRotator({
  title,
  items,
  intervalMs = TIMINGS.feedbackRotationMs,
}: {
  title: string;
  items: FeedbackItem[] | null | undefined;
  intervalMs?: number;
}) {
  const [paused, setPaused] = useState(false);
  const count = items?.length ?? 0;
  const index = useRotation(count, intervalMs, paused);
  const item = items?.[index];
  // A streamed list's loading fallback and its content are both in the served HTML: their ids must differ.
  const headingId = `feedback-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}${items ? "" : "-loading"}`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 id={headingId} className="type-title text-brand">
        {title}
      </h2>
      {!items ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {MESSAGES.loadingFeedback}
        </p>
      ) : !item ? (
        <p className="mt-4 text-sm text-slate-600">{MESSAGES.noFeedback}</p>
      ) : (
        // Only caption and content inside the figure (the Nu checker refuses anything after the caption).
        <figure className="mt-4" data-testid="feedback-item">
          <p className="text-amber-500" role="img" aria-label="5 out of 5 stars">
            ★★★★★
          </p>
          <p className="mt-2 font-semibold text-slate-900">{item.title}</p>
          <blockquote className="mt-2 text-sm leading-relaxed text-slate-700">“{item.feedback}”</blockquote>
          <figcaption className="mt-3 text-sm font-medium text-slate-900">— {item.name}</figcaption>
        </figure>
      )}
      {items && item && count > 1 && (
        <div className="mt-4 flex gap-1.5">
          <span className="sr-only">{`Testimonial ${index + 1} of ${count}`}</span>
          {items.map((entry, dot) => (
            <span
              key={entry.id ?? `${entry.name}-${dot}`}
              aria-hidden="true"
              className={`h-1.5 rounded-full transition-all ${dot === index ? "w-5 bg-brand" : "w-1.5 bg-slate-300"}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** The rotator for a list streamed from the loader; a failed or null list stays 'Loading feedback...'. */
export function DeferredFeedbackRotator({
  title,
  items,
}: {
  title: string;
  items: Promise<FeedbackItem[] | null> | FeedbackItem[] | null;
}) {
  const loading = <FeedbackRotator title={title} items={null} />;
  return (
    <Suspense fallback={loading}>
      <Await resolve={items} errorElement={loading}>
        {(resolved) => <FeedbackRotator title={title} items={resolved} />}
      </Await>
    </Suspense>
  );
}
