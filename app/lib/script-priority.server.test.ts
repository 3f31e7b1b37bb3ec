import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.server";

async function through(chunks: string[]): Promise<{ out: string; pieces: string[] }> {
  const pieces: string[] = [];
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowerScriptPriority());
  for await (const piece of stream) pieces.push(piece.toString());
  return { out: pieces.join(""), pieces };
}

const page = (i: number) =>
  `<p>₹ ${i}</p><link rel="modulepreload" href="/assets/a${i}.js" nonce="n"/><link rel="stylesheet" href="/x.css"/>`;
const lowered = (i: number) =>
  `<p>₹ ${i}</p><link rel="modulepreload" fetchpriority="low" href="/assets/a${i}.js" nonce="n"/><link rel="stylesheet" href="/x.css"/>`;

describe("lowerScriptPriority", () => {
  it("marks every module preload low priority and leaves everything else as it is", async () => {
    const { out } = await through([page(1) + page(2), page(3)]);
    expect(out).toBe(lowered(1) + lowered(2) + lowered(3));
  });

  it("finds a tag split between chunks at any byte (multi-byte characters included)", async () => {
    const whole = Buffer.from(page(1) + page(2));
    for (let cut = 1; cut < whole.length; cut++) {
      const chunks = [whole.subarray(0, cut), whole.subarray(cut)];
      const pieces: Buffer[] = [];
      for await (const piece of Readable.from(chunks).pipe(lowerScriptPriority())) pieces.push(piece);
      expect(Buffer.concat(pieces).toString()).toBe(lowered(1) + lowered(2));
    }
  });

  it("holds back nothing but the start of a split tag, so streamed sections are not delayed", () => {
    const stream = lowerScriptPriority();
    const sent = (chunk: string) => {
      stream.write(Buffer.from(chunk));
      return String(stream.read() ?? "");
    };
    expect(sent("<main>shell</main><script>1</script>")).toBe("<main>shell</main><script>1</script>");
    expect(sent("<div>later</div><link rel=")).toBe("<div>later</div>");
    expect(sent('"modulepreload" href="/a.js"/>')).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
    );
  });
});
