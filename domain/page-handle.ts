/**
 * What a route tells the server about its pages (server/page-address.ts): the query parameters its render
 * reads. Every other parameter (utm_*, fbclid, gclid, anything) is dropped before the page is rendered, so it
 * can neither change the page nor give it a cache entry of its own. A route that reads a parameter must list it
 * here, or it will never see it.
 */
export interface PageHandle {
  searchParams?: readonly string[];
}
