/**
 * The address a page is rendered and cached under: its path, and of its query only the parameters the matched
 * routes declare they read (`handle.searchParams`, domain/page-handle.ts), in a fixed order. `/?utm_source=x`
 * is `/`; `/blog?fbclid=1&page=2` is `/blog?page=2`. So tracking parameters never split the page cache, and a
 * render only ever sees what its cache key says.
 *
 * A path that only the site's catch-all route matches (an unknown address: it shows the home page with status
 * 404) has one address whatever it is, `UNKNOWN_PAGE_ADDRESS`: the not-found page is rendered once per content
 * version and kept once, so a flood of made-up paths is answered from the cache instead of rendering each.
 */
import type { RouteObject, ServerBuild } from "react-router";
import type { PageHandle } from "../domain/page-handle.ts";
import { routerOf } from "./build-router.ts";

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

/** Where every unknown path is rendered and cached; itself an unknown path, so asking for it gives the same. */
export const UNKNOWN_PAGE_ADDRESS = "/__not-found";

type Manifest = ServerBuild["routes"];

/** The site's catch-all: the root's child with the path `*`. */
function catchAllId(manifest: Manifest): string | undefined {
  const root = Object.values(manifest).find((route) => route && route.parentId === undefined);
  return Object.values(manifest).find((route) => route?.parentId === root?.id && route?.path === "*")?.id;
}

/**
 * Whether some route other than the catch-all could match a path: every route's whole path (its ancestors'
 * joined) as one expression, `:param` one segment, `*` the rest, letter case ignored as the router ignores it.
 * It may say yes to a path that still ends in a 404 (an unknown slug): that one is rendered as it is. It never
 * says no to a path a route matches, so no real page is ever answered with the not-found page.
 */
function createKnownPathTest(manifest: Manifest): (path: string) => boolean {
  const catchAll = catchAllId(manifest);
  const fullPath = (id: string | undefined): string[] => {
    const route = id ? manifest[id] : undefined;
    if (!route) return [];
    return [...fullPath(route.parentId), ...(route.path ?? "").split("/").filter(Boolean)];
  };
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = Object.values(manifest)
    .filter((route) => route && route.id !== catchAll && route.parentId !== undefined)
    .map((route) => {
      const segments = fullPath(route!.id).map((segment) => {
        const optional = segment.endsWith("?");
        const bare = optional ? segment.slice(0, -1) : segment;
        const pattern = bare === "*" ? "(?:/.*)?" : bare.startsWith(":") ? "/[^/]+" : `/${literal(bare)}`;
        return optional ? `(?:${pattern})?` : pattern;
      });
      return new RegExp(`^${segments.join("")}/?$`, route!.caseSensitive ? "" : "i");
    });
  return (path) => path === "/" || patterns.some((pattern) => pattern.test(path));
}

function routePath(pathname: string): { path: string; isData: boolean } {
  if (pathname === ROOT_DATA_PATH) return { path: "/", isData: true };
  if (pathname.endsWith(DATA_SUFFIX)) return { path: pathname.slice(0, -DATA_SUFFIX.length), isData: true };
  return { path: pathname, isData: false };
}

const MAX_REMEMBERED_PATHS = 2_000;

/** Rewrites a request's URL to its page address; the same URL object when nothing is dropped. */
export type PageAddress = (url: URL) => URL;

export function createPageAddress(build: ServerBuild): PageAddress {
  const { matchRoutes } = routerOf(build);
  const tree = routeTree(build.routes);
  const readBy = new Map<string, readonly string[]>();
  for (const route of Object.values(build.routes))
    if (route) readBy.set(route.id, (route.module.handle as PageHandle | undefined)?.searchParams ?? []);

  // Every parameter some route reads. A query with none of them (the usual `?utm_source=…&fbclid=…` of an ad
  // campaign) is dropped whole without matching routes: matchRoutes ranks the whole route tree on every call,
  // which cost a cached page five times its answer.
  const readByAny = new Set([...readBy.values()].flat());
  const isKnownPath = createKnownPathTest(build.routes);
  // What the routes of a path read, remembered per path (bounded: a stream of unique paths costs what it did).
  const namesByPath = new Map<string, readonly string[]>();
  const namesFor = (path: string): readonly string[] => {
    let names = namesByPath.get(path);
    if (!names) {
      names = [
        ...new Set(
          (matchRoutes(tree, path) ?? []).flatMap((match) => readBy.get(match.route.id ?? "") ?? []),
        ),
      ].sort();
      if (namesByPath.size >= MAX_REMEMBERED_PATHS) namesByPath.clear();
      namesByPath.set(path, names);
    }
    return names;
  };

  return (url) => {
    if (url.pathname === ROUTE_DISCOVERY_PATH) return url;
    const { path, isData } = routePath(url.pathname);
    if (!isData && url.pathname !== UNKNOWN_PAGE_ADDRESS && !isKnownPath(path)) {
      const address = new URL(url);
      address.pathname = UNKNOWN_PAGE_ADDRESS;
      address.search = "";
      return address;
    }
    if (!url.search) return url;
    if (!isData && ![...url.searchParams.keys()].some((name) => readByAny.has(name))) {
      const address = new URL(url);
      address.search = "";
      return address;
    }
    const names = isData ? [...new Set([...namesFor(path), DATA_ROUTES_PARAM])].sort() : namesFor(path);
    const kept = new URLSearchParams();
    for (const name of names) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
    const search = kept.size ? `?${kept}` : "";
    if (search === url.search) return url;
    const address = new URL(url);
    address.search = search;
    return address;
  };
}
