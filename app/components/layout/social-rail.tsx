import { FIRST_SCREEN, SOCIAL_LINKS } from "../../../domain/constants";
import { entrance } from "./first-screen";
import { SocialIcon } from "./icons";

/**
 * The floating social rail on the left edge, from xl only: 36 px wide, it sits inside the content gutter there
 * (GUTTERS in app/components/ui/container.tsx) and never covers content. Smaller screens find the same links
 * in the footer.
 */
export function SocialRail() {
  const enter = entrance(FIRST_SCREEN.socialRailDelayMs);
  return (
    <nav aria-label="Social media" className="fixed left-0 top-1/2 z-40 hidden -translate-y-1/2 xl:block">
      <ul
        style={enter.style}
        className={`${enter.className} flex flex-col overflow-hidden rounded-r-2xl bg-white/90 shadow-lg shadow-slate-900/10 ring-1 ring-slate-200 backdrop-blur`}
      >
        {SOCIAL_LINKS.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              title={link.label}
              className="grid h-10 w-9 place-items-center text-slate-600 transition hover:bg-brand hover:text-white focus-visible:bg-brand focus-visible:text-white focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
            >
              <SocialIcon id={link.id} width={16} height={16} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
