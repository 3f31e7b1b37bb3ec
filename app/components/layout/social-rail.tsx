import { SOCIAL_LINKS } from "../../../domain/constants";
import { SocialIcon } from "./icons";

/** The floating social rail on the left edge (from md; the footer carries the same links on phones). */
export function SocialRail() {
  return (
    <nav aria-label="Social media" className="fixed left-0 top-1/2 z-40 hidden -translate-y-1/2 md:block">
      <ul className="flex flex-col overflow-hidden rounded-r-2xl bg-white/90 shadow-lg shadow-slate-900/10 ring-1 ring-slate-200 backdrop-blur">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              title={link.label}
              className="grid h-11 w-11 place-items-center text-slate-600 transition hover:bg-brand hover:text-white focus-visible:bg-brand focus-visible:text-white focus-visible:outline-none"
            >
              <SocialIcon id={link.id} width={18} height={18} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
