import { COMPANY } from "../../../domain/constants";
import { ShellLink } from "./shell-link";

/** The wordmark: a brand tile and the company name; links home. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <ShellLink
      to="/"
      aria-label={`${COMPANY.name} home`}
      className="group inline-flex items-center gap-2.5 rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
    >
      <span
        aria-hidden="true"
        className={`grid h-10 w-10 place-items-center rounded-xl text-lg font-black shadow-sm ${
          tone === "dark" ? "bg-gradient-to-br from-brand to-[#5b2bd6] text-white" : "bg-white text-brand"
        }`}
      >
        N
      </span>
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-extrabold tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}
        >
          {COMPANY.shortName}
        </span>
        <span
          className={`mt-0.5 text-[0.65rem] font-semibold uppercase tracking-[0.2em] ${
            tone === "dark" ? "text-brand" : "text-brand-100"
          }`}
        >
          Technologies
        </span>
      </span>
    </ShellLink>
  );
}
