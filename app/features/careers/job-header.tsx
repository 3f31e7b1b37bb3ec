/**
 * The job an application is for, from the /opening-forms query: the title (the page heading, or here when
 * `showTitle`), company, working hours and deadline (en-IN date, or N/A).
 */
import { formatIndianDate } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";

export interface JobHeaderProps {
  title?: string;
  showTitle?: boolean;
  company?: string;
  hours?: string;
  deadline?: string;
}

const orNA = (value?: string) => (value?.trim() ? value.trim() : MESSAGES.notAvailable);

export function JobHeader({ title, showTitle = false, company, hours, deadline }: JobHeaderProps) {
  const hoursText = hours?.trim()
    ? /^\d+(\.\d+)?$/.test(hours.trim())
      ? `${hours.trim()} hrs/week`
      : hours
    : "";
  return (
    <dl
      className={`mt-8 grid gap-4 rounded-2xl bg-white/10 p-5 text-white ring-1 ring-white/20 sm:grid-cols-3 ${showTitle ? "lg:grid-cols-4" : ""}`}
    >
      {showTitle && (
        <div>
          <dt className="type-label text-white/75">Position</dt>
          <dd className="mt-1 font-semibold">{orNA(title)}</dd>
        </div>
      )}
      <div>
        <dt className="type-label text-white/75">Company</dt>
        <dd className="mt-1 font-semibold">{orNA(company)}</dd>
      </div>
      <div>
        <dt className="type-label text-white/75">Working Hours</dt>
        <dd className="mt-1 font-semibold">{orNA(hoursText)}</dd>
      </div>
      <div>
        <dt className="type-label text-white/75">Deadline</dt>
        <dd className="mt-1 font-semibold">{formatIndianDate(deadline?.trim() || null)}</dd>
      </div>
    </dl>
  );
}
