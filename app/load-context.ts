/** Pages get the server's dependencies through the load context (never a module singleton). */
import type { PageContext } from "../server/app.ts";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
