/** The intent of the batch form on a program's console page (the panel and its action both name it). */
export const BATCH_INTENT = "batch-save";
