import type { ReactNode } from "react";

/**
 * The horizontal gutters of the content column (also used by the header and footer so their edges line up).
 * From xl (where the floating social rail appears, 36 px wide) the gutter is 56 px, so the rail never covers
 * content, even when the viewport is just 1280 px wide.
 */
export const GUTTERS = "px-4 sm:px-6 lg:px-8 xl:px-14";

/** The page's content column: the same width and gutters on every screen. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl ${GUTTERS} ${className}`}>{children}</div>;
}
