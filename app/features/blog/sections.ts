/**
 * Secondary page sections (feedback, related lists) are streamed from the loaders. A failing section is
 * logged and resolves to null, so it never breaks the page (architecture section 6).
 */
interface SectionLogger {
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function section<T>(
  logger: SectionLogger,
  requestId: string,
  name: string,
  load: () => Promise<T>,
): Promise<T | null> {
  return Promise.resolve()
    .then(load)
    .catch((error: unknown) => {
      logger.error("page section failed", {
        requestId,
        section: name,
        error,
      });
      return null;
    });
}
