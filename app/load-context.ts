/** Pages get the server's dependencies through the load context (never a module singleton). */
import type { PageContext } from "../server/page-context.ts";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
