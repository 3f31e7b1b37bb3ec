/** The console's answers to its actions that every screen shares (app/features/console/intent-action.server.ts). */

/** A post whose `intent` the screen does not know (a stale page, a hand-made request). */
export const consoleUnknownRequest = "Unknown request.";
/** A record the address names that does not exist (or no longer does). */
export const consoleNotFound = "Not found.";
export const consoleNoteAdded = "Note added.";
export const consoleSaved = "Saved.";
