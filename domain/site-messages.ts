/**
 * The user-facing texts (docs/product/messages.md), character for character, one export each, by area.
 * Used as `MESSAGES.name` (domain/messages.ts): bundlers keep only the texts a page's scripts use, and a page
 * loads only the areas it shows.
 */

export * from "./messages/careers.ts";
export * from "./messages/console.ts";
export * from "./messages/content.ts";
export * from "./messages/forms.ts";
export * from "./messages/pages.ts";
export * from "./messages/payments.ts";
export * from "./messages/programs.ts";
export * from "./messages/registration.ts";
export * from "./messages/uploads.ts";
