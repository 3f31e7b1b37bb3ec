/**
 * Secondary page sections (feedback, related lists) are streamed from the loaders. A failing section is
 * reported (logged, and the page marked degraded so it is never cached) and resolves to null, so it never
 * breaks the page (docs/product/states.md).
 */
export interface SectionContext {
  sectionFailed(message: string, error: unknown, fields?: Record<string, unknown>): void;
}

export function section<T>(context: SectionContext, name: string, load: () => Promise<T>): Promise<T | null> {
  return Promise.resolve()
    .then(load)
    .catch((error: unknown) => {
      context.sectionFailed("page section failed", error, { section: name });
      return null;
    });
}
