import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each nonce'd inline script's exact text, once per distinct text", () => {
    const html = [
      `<script nonce="x">window.a = "₹ 1";</script>`,
      `<script type="module" async="" nonce="x">import "/assets/a.js";\nimport("/b.js");</script>`,
      `<script nonce="y">window.a = "₹ 1";</script>`,
      `<script nonce="x"></script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha(`window.a = "₹ 1";`),
      sha(`import "/assets/a.js";\nimport("/b.js");`),
      sha(""),
    ]);
  });

  it("leaves out scripts loaded from files and data blocks without a nonce", () => {
    const html = `<script nonce="x" src="/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("takes a script spanning lines with < and > in it whole", () => {
    const text = `$RC=function(b,c){if(b<c)return;};\n$RC("B:0","S:0")`;
    expect(inlineScriptHashes(`<div></div><script nonce="n">${text}</script>`)).toEqual([sha(text)]);
  });
});
