/**
 * Shares a job: the native share sheet when the browser has one, otherwise copies the job's address to the
 * clipboard and shows 'Copied!' for 2 seconds.
 */
import { useEffect, useState } from "react";
import { TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";

export interface ShareButtonProps {
  /** Absolute address to share; computed on click so it carries the page's real origin. */
  getUrl: () => string;
  title: string;
  text?: string;
  className?: string;
}

export function ShareButton({ getUrl, title, text, className = "" }: ShareButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    const url = getUrl();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the share sheet is not an error worth showing.
        if ((error as Error)?.name !== "AbortError") console.error("share failed", error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.error("copy failed", error);
    }
  }

  return (
    <button type="button" onClick={share} className={className} aria-label={`${MESSAGES.jobsShare} ${title}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M13 4.5a2.5 2.5 0 1 1 .7 1.74L7.9 9.13a2.5 2.5 0 0 1 0 1.74l5.8 2.89a2.5 2.5 0 1 1-.67 1.34l-5.8-2.9a2.5 2.5 0 1 1 0-4.4l5.8-2.9A2.5 2.5 0 0 1 13 4.5Z" />
      </svg>
      <span aria-live="polite">{copied ? MESSAGES.copied : MESSAGES.jobsShare}</span>
    </button>
  );
}
