// Multipart forms (server/http/multipart.ts) and stored uploads.
export const formUnreadable = "The form could not be read. Please try again.";
export const formTooManyParts = "The form has too many fields or files.";
export const formFieldTooLong = "A form field is too long.";
export const formFileTooLarge = "A file in the form is too large.";
export const uploadsPaused = "We cannot accept files right now. Please try again later.";
