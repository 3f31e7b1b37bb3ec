/** The brand faces' Latin WOFF2 files (the same files app/fonts.css declares), for preload links. */

import textLatin from "./fonts/inter-latin-400-800.woff2?url";
import displayLatin from "./fonts/plus-jakarta-sans-latin-400-800.woff2?url";

export const BRAND_FONT_URLS = [textLatin, displayLatin];
