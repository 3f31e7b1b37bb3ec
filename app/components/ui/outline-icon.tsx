import type { ReactNode } from "react";

/**
 * The pages' outline icons (program tiles, the services pages): paths drawn on a 24-unit grid in the text's
 * colour, 1.8 wide with round ends, decorative (hidden from assistive technology).
 */
export function OutlineIcon({
  className,
  focusable,
  children,
}: {
  className: string;
  /** `"false"` keeps the icon out of the tab order in browsers that would otherwise focus an SVG. */
  focusable?: "false";
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable={focusable}
      className={className}
    >
      {children}
    </svg>
  );
}
