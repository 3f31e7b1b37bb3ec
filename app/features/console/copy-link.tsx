import { useState } from "react";

/**
 * A one-time link shown to pass on, with a Copy button. The link is plain text on the page (selectable without
 * JavaScript); the button copies it and says so for a moment.
 */
export function CopyLink({ link }: { link: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
    setTimeout(() => setCopied(null), 3000);
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <code className="min-w-0 flex-1 break-all font-mono" data-testid="one-time-link">
        {link}
      </code>
      <button
        type="button"
        onClick={copy}
        className="rounded-md border border-brand bg-white px-3 py-1.5 text-sm font-medium text-brand hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        Copy link
      </button>
      <span aria-live="polite" className="text-sm">
        {copied === "yes" ? "Copied." : copied === "no" ? "Could not copy: select the link and copy it." : ""}
      </span>
    </div>
  );
}
