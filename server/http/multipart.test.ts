import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/messages.ts";
import { MultipartError, type MultipartLimits, readMultipart } from "./multipart.ts";

const BOUNDARY = "----test-boundary-7MA4YWxk";
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const LIMITS: MultipartLimits = {
  bodyBytes: 1024 * 1024,
  parts: 6,
  fields: 4,
  files: 2,
  fieldNameBytes: 20,
  fieldValueBytes: 100,
  fileBytes: 1000,
};

interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

function partHead({ name, filename, type }: Omit<Part, "value">): string {
  const file = filename === undefined ? "" : `; filename="${filename}"`;
  const contentType = type ? `\r\nContent-Type: ${type}` : "";
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}${contentType}\r\n\r\n`;
}

function body(parts: Part[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.flatMap((part) => [
    Buffer.from(partHead(part)),
    Buffer.from(part.value),
    Buffer.from("\r\n"),
  ]);
  return new Uint8Array(Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]));
}

const request = (
  payload: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { "content-type": TYPE },
) => new Request("http://localhost/form", { method: "POST", body: payload, headers });

/** A body served 1 KB at a time from `source`, counting what the reader pulled. */
function streamed(source: (index: number) => Uint8Array | null) {
  const pulled = { bytes: 0 };
  let index = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = source(index++);
        if (!chunk) return controller.close();
        pulled.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const req = new Request("http://localhost/form", {
    method: "POST",
    body: stream,
    headers: { "content-type": TYPE },
    duplex: "half",
  } as RequestInit);
  return { req, pulled };
}

async function refusal(promise: Promise<unknown>): Promise<MultipartError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MultipartError);
  return error as MultipartError;
}

describe("readMultipart", () => {
  it("reads text fields and files in the order sent, as UTF-8, file names as sent", async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const entries = await readMultipart(
      request(
        body([
          { name: "fullName", value: "लक्ष्मी Rao" },
          { name: "resume", value: pdf, filename: "लक्ष्मी-cv.pdf", type: "application/pdf" },
          { name: "fullName", value: "second" },
          { name: "empty", value: "", filename: "" },
          { name: "path", value: "x", filename: "../../cv.pdf" },
        ]),
      ),
      { ...LIMITS, files: 3 },
    );
    expect(entries).toEqual([
      { name: "fullName", value: "लक्ष्मी Rao" },
      {
        name: "resume",
        file: { filename: "लक्ष्मी-cv.pdf", mimeType: "application/pdf", bytes: Buffer.from(pdf) },
      },
      { name: "fullName", value: "second" },
      { name: "empty", file: { filename: "", mimeType: "text/plain", bytes: Buffer.alloc(0) } },
      { name: "path", file: { filename: "../../cv.pdf", mimeType: "text/plain", bytes: Buffer.from("x") } },
    ]);
  });

  it("reads what FormData sends", async () => {
    const form = new FormData();
    form.append("skills", "React, TypeScript");
    form.append("resume", new File([new Uint8Array(3000).fill(7).subarray(0, 900)], "cv.pdf"));
    const entries = await readMultipart(
      new Request("http://localhost/", { method: "POST", body: form }),
      LIMITS,
    );
    expect(entries.map((e) => ("value" in e ? e.value : e.file.bytes.length))).toEqual([
      "React, TypeScript",
      900,
    ]);
  });

  it.each([
    ["parts", Array.from({ length: 7 }, () => ({ name: "a", value: "1" }))],
    ["fields", Array.from({ length: 5 }, () => ({ name: "a", value: "1" }))],
    ["files", Array.from({ length: 3 }, () => ({ name: "f", value: "1", filename: "a.pdf" }))],
  ])("refuses more %s than allowed with 413", async (reason, parts) => {
    const limits = reason === "parts" ? { ...LIMITS, fields: 10 } : LIMITS;
    const error = await refusal(readMultipart(request(body(parts)), limits));
    expect({ reason: error.reason, status: error.status, message: error.message }).toEqual({
      reason,
      status: 413,
      message: MESSAGES.formTooManyParts,
    });
  });

  it("accepts exactly the limits", async () => {
    const parts: Part[] = [
      { name: "a".repeat(20), value: "v".repeat(100) },
      { name: "b", value: "" },
      { name: "c", value: "" },
      { name: "d", value: "" },
      { name: "f", value: new Uint8Array(1000), filename: "a.pdf" },
      { name: "g", value: "", filename: "b.pdf" },
    ];
    expect(await readMultipart(request(body(parts)), LIMITS)).toHaveLength(6);
  });

  it.each([
    ["fieldName", [{ name: "n".repeat(21), value: "1" }], MESSAGES.formFieldTooLong],
    ["fieldValue", [{ name: "a", value: "v".repeat(101) }], MESSAGES.formFieldTooLong],
    // 34 characters of Devanagari are 102 bytes of UTF-8: the limit counts bytes.
    ["fieldValue", [{ name: "a", value: "क".repeat(34) }], MESSAGES.formFieldTooLong],
    ["fileSize", [{ name: "f", value: new Uint8Array(1001), filename: "a.pdf" }], MESSAGES.formFileTooLarge],
  ])("refuses a %s over the limit with 413", async (reason, parts, message) => {
    const error = await refusal(readMultipart(request(body(parts)), LIMITS));
    expect({ reason: error.reason, status: error.status, message: error.message }).toEqual({
      reason,
      status: 413,
      message,
    });
  });

  it("refuses a body over its limit by Content-Length without reading it, and by counting", async () => {
    const small = { ...LIMITS, bodyBytes: 500, fileBytes: 10_000 };
    const big = body([{ name: "f", value: new Uint8Array(600), filename: "a.pdf" }]);
    const declared = streamed((i) => (i === 0 ? big : null));
    declared.req.headers.set("content-length", String(big.length));
    expect((await refusal(readMultipart(declared.req, small))).reason).toBe("body");
    expect(declared.pulled.bytes).toBe(0);
    expect((await refusal(readMultipart(request(big), small))).reason).toBe("body");
  });

  it.each([
    ["not multipart", "a=1", { "content-type": "application/x-www-form-urlencoded" }],
    ["no boundary", body([{ name: "a", value: "1" }]), { "content-type": "multipart/form-data" }],
    ["another boundary", body([{ name: "a", value: "1" }]), { "content-type": `${TYPE}x` }],
    ["a body cut short", body([{ name: "a", value: "1" }]).subarray(0, 60), { "content-type": TYPE }],
    ["garbage", "garbage", { "content-type": TYPE }],
    ["an empty body", "", { "content-type": TYPE }],
  ])("refuses %s as unreadable (400)", async (_label, payload, headers) => {
    const error = await refusal(readMultipart(request(payload, headers), LIMITS));
    expect({ reason: error.reason, status: error.status, message: error.message }).toEqual({
      reason: "unreadable",
      status: 400,
      message: MESSAGES.formUnreadable,
    });
  });

  it("stops reading a flood of tiny parts at the part limit", async () => {
    const part = Buffer.from(`${partHead({ name: "a" })}x\r\n`);
    const flood = Buffer.concat(Array.from({ length: 60_000 }, () => part));
    const { req, pulled } = streamed((i) =>
      i * 1024 < flood.length ? flood.subarray(i * 1024, (i + 1) * 1024) : null,
    );
    expect(
      (await refusal(readMultipart(req, { ...LIMITS, fields: 100, bodyBytes: 10 * 1024 * 1024 }))).reason,
    ).toBe("parts");
    // What the stream buffers ahead of the parser (tens of KB), not the 6 MB sent.
    expect(pulled.bytes).toBeLessThan(64 * 1024);
  });

  it("refuses a text field as soon as it passes the limit, before the part ends", async () => {
    // A field whose value never ends: a parser that waits for the end of a part would never answer.
    const head = Buffer.from(partHead({ name: "a" }));
    const endless = streamed((i) => (i === 0 ? head : Buffer.alloc(1024, "v")));
    const error = await refusal(readMultipart(endless.req, { ...LIMITS, fieldValueBytes: 10_000 }));
    expect(error.reason).toBe("fieldValue");
    expect(endless.pulled.bytes).toBeLessThan(10_000 + 64 * 1024);

    const file = Buffer.from(partHead({ name: "f", filename: "a.pdf" }));
    const endlessFile = streamed((i) => (i === 0 ? file : Buffer.alloc(1024)));
    expect((await refusal(readMultipart(endlessFile.req, { ...LIMITS, fileBytes: 10_000 }))).reason).toBe(
      "fileSize",
    );
    expect(endlessFile.pulled.bytes).toBeLessThan(10_000 + 64 * 1024);
  });
});
