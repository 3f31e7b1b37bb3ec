/**
 * "Publish at" and "Unpublish at" of a saved record, in India time (docs/decisions/0056-scheduled-publishing.md):
 * its own small form on every kind's edit screen, posted with `intent=schedule`. The schedule job does the
 * publishing within about 30 seconds of the moment.
 */
import { Form } from "react-router";
import { formatDayTime, indiaMomentValue } from "../../../../domain/format";
import { buttonStyles, fieldStyles } from "../../../components/ui/button-styles";
import type { PublishState } from "./content-kit";

const FIELDS = [
  { name: "publishAt", verb: "Publish", state: "published" },
  { name: "unpublishAt", verb: "Unpublish", state: "draft" },
] as const;

/** `Published on 02 Dec 2026, 10:00; Draft on …` in the kind's words, or null when nothing is scheduled. */
export function scheduleSummary(
  schedule: { publishAt: string | null; unpublishAt: string | null },
  states: Record<PublishState, string>,
): string | null {
  const parts = FIELDS.flatMap(({ name, state }) =>
    schedule[name] ? [`${states[state]} from ${formatDayTime(schedule[name])}`] : [],
  );
  return parts.length ? parts.join("; ") : null;
}

export function ScheduleForm({
  schedule,
  scheduled,
  error,
  states,
}: {
  schedule: { publishAt: string | null; unpublishAt: string | null };
  scheduled: boolean;
  error?: { field: string; text: string };
  states: Record<PublishState, string>;
}) {
  const summary = scheduleSummary(schedule, states);
  return (
    // Closed unless something is scheduled, just saved or refused: the form above stays the page's end.
    <details
      open={!!summary || scheduled || !!error}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <summary className="cursor-pointer text-base font-semibold text-slate-900">
        Schedule{summary ? `: ${summary}` : ""}
      </summary>
      <Form method="post" className="mt-3 space-y-3">
        <p className="text-sm text-slate-700">
          {summary ? `Scheduled: ${summary} (India time).` : "Nothing is scheduled."} Times are India time;
          the change is on the site within a minute of it. Leave a field empty for no change at that moment.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map(({ name, verb }) => {
            const id = `schedule-${name}`;
            const wrong = error?.field === name;
            return (
              <div key={name}>
                <label htmlFor={id} className={fieldStyles.label}>
                  {verb} at (India time)
                </label>
                <input
                  id={id}
                  name={name}
                  type="datetime-local"
                  defaultValue={schedule[name] ? indiaMomentValue(schedule[name]) : ""}
                  aria-invalid={wrong ? true : undefined}
                  aria-describedby={wrong ? `${id}-error` : undefined}
                  className={fieldStyles.input}
                />
                {wrong && (
                  <p id={`${id}-error`} className={fieldStyles.error}>
                    {error.text}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {error && !FIELDS.some(({ name }) => name === error.field) && (
          <p className={fieldStyles.error}>{error.text}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="schedule" className={buttonStyles.secondary}>
            Save schedule
          </button>
          <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
            {scheduled ? "Schedule saved." : null}
          </p>
        </div>
      </Form>
    </details>
  );
}
