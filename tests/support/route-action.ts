/**
 * A route's action called as React Router calls it for a form posted without JavaScript (form-encoded), for
 * integration tests of a page's one door (tests/forms/): what it answered, read from its `data(…)`.
 *
 *   const answer = await postToAction<Body>(action, "http://localhost/contact", fields, { db });
 */

/** A route action's answer: its status (200 when it set none), its Cache-Control and its data. */
export interface ActionAnswer<Body> {
  status: number;
  cacheControl: string | null;
  body: Body;
}

export async function postToAction<Body>(
  action: (args: never) => unknown,
  url: string,
  body: URLSearchParams,
  context: unknown,
): Promise<ActionAnswer<Body>> {
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const value = (await action({ request, context, params: {} } as never)) as {
    data: Body;
    init?: { status?: number; headers?: HeadersInit };
  };
  return {
    status: value.init?.status ?? 200,
    cacheControl: new Headers(value.init?.headers).get("cache-control"),
    body: value.data,
  };
}
