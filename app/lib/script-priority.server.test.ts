import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.server";

const page = (i: number) =>
  `<p>₹ ${i}</p><link rel="modulepreload" href="/assets/a${i}.js" nonce="n"/><link rel="stylesheet" href="/x.css"/>`;
const lowered = (i: number) =>
  `<p>₹ ${i}</p><link rel="modulepreload" fetchpriority="low" href="/assets/a${i}.js" nonce="n"/><link rel="stylesheet" href="/x.css"/>`;

describe("lowerScriptPriority", () => {
  it("marks every module preload low priority and leaves everything else as it is", () => {
    const out = lowerScriptPriority(Buffer.from(page(1) + page(2) + page(3)));
    expect(out.toString()).toBe(lowered(1) + lowered(2) + lowered(3));
  });

  it("gives back a page without module preloads unchanged", () => {
    const html = Buffer.from('<p>₹ 1</p><link rel="stylesheet" href="/x.css"/>');
    expect(lowerScriptPriority(html)).toBe(html);
  });

  it("finds a tag at the very start and at the very end of a page", () => {
    const tag = '<link rel="modulepreload" href="/a.js"/>';
    const out = lowerScriptPriority(Buffer.from(`${tag}<p>x</p>${tag}`)).toString();
    expect(out).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>x</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
    );
  });
});
