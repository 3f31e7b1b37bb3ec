/**
 * The user-facing texts (docs/product/messages.md), character for character: `MESSAGES.name`, one export of
 * site-messages.ts each, so that bundlers keep in a page's scripts only the texts it uses. The frame's texts are
 * SHELL_TEXT and ERROR_PAGE_TEXT (shell-text.ts).
 */
export * as MESSAGES from "./site-messages.ts";
