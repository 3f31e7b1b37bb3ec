/**
 * What the form says of the person's autosaved draft (app/features/console/content/autosave.ts): offered back
 * after a closed tab, a lost connection or a crashed browser ("Restore it" fills the form with it), or shown
 * once restored, with a warning when someone saved the record since (a save will then be refused).
 */
import { Form, Link } from "react-router";
import { formatDayTime } from "../../../../domain/format";

export function DraftNotice({ draft }: { draft: { savedAt: string; restored: boolean; stale: boolean } }) {
  const when = formatDayTime(draft.savedAt);
  return (
    <section
      aria-label="Your unsaved draft"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900"
    >
      {draft.restored ? (
        <p>
          The form shows your draft of {when}, not yet saved. Save to keep it, or discard it to see the saved
          version.
        </p>
      ) : (
        <p>You have a draft of this form from {when} that was not saved.</p>
      )}
      {draft.stale && (
        <p className="font-medium text-red-800">
          Someone has saved this record since your draft was made: saving it will be refused. Copy what you
          need, then discard the draft.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {!draft.restored && (
          <Link to="?draft=restore" className="font-semibold text-brand underline" reloadDocument>
            Restore my draft
          </Link>
        )}
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="discard-draft"
            className="font-semibold text-red-800 underline"
          >
            Discard the draft
          </button>
        </Form>
      </div>
    </section>
  );
}
