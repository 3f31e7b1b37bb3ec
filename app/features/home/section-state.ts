/** One home section's data in each of its states (docs/product/states.md): loading, error (with its text), loaded. */
export type SectionState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; items: T[] };

export const LOADING = { status: "loading" } as const;

/**
 * Runs one section's read so that its failure stays inside the section: never rejects, resolves to the
 * loaded items or to the section's error text. `onError` logs the cause.
 */
export async function settle<T>(
  read: () => Promise<T[]>,
  errorMessage: string,
  onError: (error: unknown) => void,
): Promise<SectionState<T>> {
  try {
    return { status: "loaded", items: await read() };
  } catch (error) {
    onError(error);
    return { status: "error", message: errorMessage };
  }
}
