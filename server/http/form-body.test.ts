import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/messages.ts";
import { formFloodBody } from "../../tests/support/form-flood.ts";
import { SMALL_FORM_LIMITS } from "./body-limits.ts";
import { readForm } from "./form-body.ts";
import type { MultipartError } from "./multipart.ts";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/admin/login", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

/** How readForm refused, as the action sees it. */
async function refusal(request: Request, limits = SMALL_FORM_LIMITS) {
  const error = (await readForm(request, limits).catch((e) => e)) as MultipartError;
  return { status: error.status, message: error.message };
}

describe("readForm (every page action's request.formData())", () => {
  it("reads a URL-encoded form as the platform does", async () => {
    const form = await readForm(
      post("email=a%40b.in&password=p%C3%A4ss+word&next=%2Fadmin", "application/x-www-form-urlencoded"),
      SMALL_FORM_LIMITS,
    );
    expect([...form.entries()]).toEqual([
      ["email", "a@b.in"],
      ["password", "päss word"],
      ["next", "/admin"],
    ]);
  });

  it("reads a multipart form with its files as Files", async () => {
    const sent = new FormData();
    sent.append("intent", "preview");
    sent.append("file", new File(["a,b\n1,2\n"], "list.csv", { type: "text/csv" }));
    const encoded = new Response(sent);
    const form = await readForm(
      post(await encoded.arrayBuffer(), encoded.headers.get("content-type")!),
      SMALL_FORM_LIMITS,
    );
    expect(form.get("intent")).toBe("preview");
    const file = form.get("file");
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("list.csv");
    expect(await (file as File).text()).toBe("a,b\n1,2\n");
  });

  it("reads a post with no body and no type as an empty form", async () => {
    expect([...(await readForm(post(null), SMALL_FORM_LIMITS)).keys()]).toEqual([]);
  });

  it.each([
    ["text/plain", "email=a@b.in"],
    ["application/json", '{"email":"a@b.in"}'],
    [undefined, "email=a@b.in"],
  ])("refuses a body of type %s with 415, not an error of ours", async (type, body) => {
    expect(await refusal(post(body, type))).toEqual({ status: 415, message: MESSAGES.formTypeRefused });
  });

  it("refuses a body over the limit (declared or sent) with 413", async () => {
    const big = `email=${"a".repeat(SMALL_FORM_LIMITS.bodyBytes)}`;
    expect(await refusal(post(big, "application/x-www-form-urlencoded"))).toEqual({
      status: 413,
      message: MESSAGES.bodyTooLarge,
    });
  });

  it("refuses more pairs or parts than the limit before decoding them", async () => {
    const pairs = Array.from({ length: SMALL_FORM_LIMITS.fields + 1 }, () => "email=x").join("&");
    expect(await refusal(post(pairs, "application/x-www-form-urlencoded"))).toEqual({
      status: 413,
      message: MESSAGES.formTooManyParts,
    });
    const flood = formFloodBody(SMALL_FORM_LIMITS.parts + 1);
    expect(await refusal(post(new Uint8Array(flood.body), flood.type))).toEqual({
      status: 413,
      message: MESSAGES.formTooManyParts,
    });
  });

  it("stops reading a flood of 60,000 parts (3 MB) at the part over the limit", async () => {
    const flood = formFloodBody(60_000).body;
    // Served 16 KB at a time, as a socket delivers it, counting what the reader pulled.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= flood.length) return controller.close();
          const chunk = flood.subarray(pulled, pulled + 16 * 1024);
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://localhost/admin/login", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=ff" },
      duplex: "half",
    } as RequestInit);
    const limits = { ...SMALL_FORM_LIMITS, bodyBytes: 4 * 1024 * 1024 };
    expect((await refusal(request, limits)).status).toBe(413);
    // 501 parts are 26 KB: the reader stopped within a chunk or two of them, not at 3 MB.
    expect(pulled).toBeLessThan(64 * 1024);
  });

  it("refuses an unreadable multipart body with 400", async () => {
    expect(await refusal(post("no parts at all", "multipart/form-data; boundary=ff"))).toEqual({
      status: 400,
      message: MESSAGES.formUnreadable,
    });
  });
});
