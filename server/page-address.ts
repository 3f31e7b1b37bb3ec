/**
 * The address a page is rendered and cached under: its path, and of its query only the parameters the matched
 * routes declare they read (`handle.searchParams`, domain/page-handle.ts), in a fixed order. `/?utm_source=x`
 * is `/`; `/blog?fbclid=1&page=2` is `/blog?page=2`. So tracking parameters never split the page cache, and a
 * render only ever sees what its cache key says.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageHandle } from "../domain/page-handle.ts";

function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: routeTree(manifest, route!.id),
          },
    );
}

/**
 * A client navigation fetches `/blog.data?page=2` (`/_root.data` for `/`) and names the loaders it wants in
 * `_routes`: the same page's data, so it keeps the same parameters and that one.
 */
const DATA_SUFFIX = ".data";
const ROOT_DATA_PATH = "/_root.data";
const DATA_ROUTES_PARAM = "_routes";
/** Lazy route discovery asks for routes' manifests here, with the build's version: not a page at all. */
const ROUTE_DISCOVERY_PATH = "/__manifest";

function routePath(pathname: string): { path: string; isData: boolean } {
  if (pathname === ROOT_DATA_PATH) return { path: "/", isData: true };
  if (pathname.endsWith(DATA_SUFFIX)) return { path: pathname.slice(0, -DATA_SUFFIX.length), isData: true };
  return { path: pathname, isData: false };
}

/** Rewrites a request's URL to its page address; the same URL object when nothing is dropped. */
export type PageAddress = (url: URL) => URL;

export function createPageAddress(build: ServerBuild): PageAddress {
  const tree = routeTree(build.routes);
  const readBy = new Map<string, readonly string[]>();
  for (const route of Object.values(build.routes))
    if (route) readBy.set(route.id, (route.module.handle as PageHandle | undefined)?.searchParams ?? []);

  return (url) => {
    if (!url.search || url.pathname === ROUTE_DISCOVERY_PATH) return url;
    const { path, isData } = routePath(url.pathname);
    const names = new Set(
      (matchRoutes(tree, path) ?? []).flatMap((match) => readBy.get(match.route.id ?? "") ?? []),
    );
    if (isData) names.add(DATA_ROUTES_PARAM);
    const kept = new URLSearchParams();
    for (const name of [...names].sort())
      for (const value of url.searchParams.getAll(name)) kept.append(name, value);
    const search = kept.size ? `?${kept}` : "";
    if (search === url.search) return url;
    const address = new URL(url);
    address.search = search;
    return address;
  };
}
