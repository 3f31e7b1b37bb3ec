/** Cookies as a browser sends them back, for tests that sign in and then act in that session. */

/** The Cookie header a browser sends after receiving these Set-Cookie lines: each one's `name=value`. */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies.map((line) => line.split(";")[0]).join("; ");
}

/** A GET of `url` from a browser holding the cookies these Set-Cookie lines set (none: no Cookie header). */
export function requestWithCookies(url: string, setCookies: readonly string[] = []): Request {
  const cookie = cookieHeader(setCookies);
  return new Request(url, { headers: cookie ? { cookie } : {} });
}
