import type { Role } from "./roles.ts";

/** Who does something in the console: the signed-in staff member, with the address the request came from. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  ipAddress?: string;
}
