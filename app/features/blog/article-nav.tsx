/** The spec's inert Previous and Next links under a post: rendered, announced as disabled, doing nothing. */
import { MESSAGES } from "../../../domain/messages";

const inert =
  "inline-flex items-center gap-1 rounded-full border border-slate-200 px-5 py-2.5 text-sm font-semibold text-slate-500 cursor-not-allowed";

export function InertArticleNav() {
  return (
    <nav
      aria-label="More posts"
      className="mt-10 flex items-center justify-between gap-4 border-t border-slate-200 pt-6"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, so it cannot be an <a> */}
      <span role="link" aria-disabled="true" tabIndex={-1} className={inert}>
        <span aria-hidden="true">←</span> {MESSAGES.previous}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, so it cannot be an <a> */}
      <span role="link" aria-disabled="true" tabIndex={-1} className={inert}>
        {MESSAGES.next} <span aria-hidden="true">→</span>
      </span>
    </nav>
  );
}
