import type { MouseEvent } from "react";

/**
 * The first stop of the keyboard: jumps to the page's <main> (every page renders exactly one, id="main") and
 * moves focus there, so the next Tab continues inside the content. Without JavaScript the fragment link works.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>("main");
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real fragment link that works without JavaScript; the handler only adds the focus move
    <a
      href="#main"
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-brand focus:px-4 focus:py-2 focus:text-white focus:outline-2 focus:outline-offset-2 focus:outline-brand"
    >
      Skip to content
    </a>
  );
}
