/**
 * `sizes` of each image slot: the width the layout gives the image at each breakpoint (Tailwind's sm 640,
 * md 768, lg 1024 px), so the browser downloads the narrowest width variant that stays sharp.
 */
export const IMAGE_SIZES = {
  /** Edge-to-edge hero backdrops. */
  fullWidth: "100vw",
  /** Cards in a one / two / three-column grid. */
  gridCard: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  /** The picture at the top of an article, in the column beside the sidebar. */
  articleColumn: "(min-width: 1024px) 800px, 100vw",
  /** The picture on the left of a blog list entry (stacked on phones). */
  listEntry: "(min-width: 640px) 320px, 100vw",
  /** Cards in the sidebar (full width on phones). */
  sidebarCard: "(min-width: 1024px) 360px, 100vw",
  /** Thumbnails in the sidebar's rotating lists. */
  thumbnail: "80px",
  /** The centred alert popup, at most 700 px with 16 px margins. */
  alertPopup: "(min-width: 732px) 700px, calc(100vw - 32px)",
} as const;
