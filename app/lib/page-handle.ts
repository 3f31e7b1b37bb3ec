/** A route's handle for the server (domain/page-handle.ts, which server/page-address.ts reads too). */
export type { PageHandle } from "../../domain/page-handle";
