/** The brand faces' Latin WOFF2 files (the same files app/fonts.css declares), for preload links. */

import textLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import displayLatin from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

export const BRAND_FONT_URLS = [textLatin, displayLatin];
