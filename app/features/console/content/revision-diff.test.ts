import { describe, expect, it } from "vitest";
import { compareSequences, diffRevisionFields, richTextWords } from "./revision-diff";

const marked = (parts: { text: string; change: string }[]) =>
  parts.map((part) =>
    part.change === "same" ? part.text : `${part.change === "added" ? "+" : "-"}${part.text}`,
  );

describe("a revision's changes, readable", () => {
  it("marks the removed words in the old text and the added ones in the new", () => {
    const { before, after } = compareSequences(
      "the quick brown fox".split(" "),
      "the slow brown fox jumps".split(" "),
    );
    expect(marked(before)).toEqual(["the", "-quick", "brown", "fox"]);
    expect(marked(after)).toEqual(["the", "+slow", "brown", "fox", "+jumps"]);
  });

  it("compares long texts that differ in one word without giving up", () => {
    const long = Array.from({ length: 20_000 }, (_, i) => `w${i}`);
    const changed = [...long];
    changed[10_000] = "changed";
    const { after } = compareSequences(long, changed);
    expect(after.filter((part) => part.change !== "same").map((part) => part.text)).toEqual(["changed"]);
  });

  it("reads rich text as its words: a document's text nodes, or HTML without its tags", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "heading", content: [{ type: "text", text: "Why" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Rust " },
            { type: "text", text: "is fast", marks: [{ type: "bold" }] },
          ],
        },
      ],
    };
    expect(richTextWords(doc)).toEqual(["Why", "Rust", "is", "fast"]);
    expect(richTextWords("<h2>Why</h2><p>Rust &amp; <strong>Go</strong></p>")).toEqual([
      "Why",
      "Rust",
      "&",
      "Go",
    ]);
  });

  it("lists a list field's items as kept, removed and added, in their order", () => {
    const [diff] = diffRevisionFields(
      { modules: [{ title: "Ownership" }, "Macros", { title: "Async", description: "Tokio" }] },
      { modules: [{ title: "Ownership" }, { title: "Async", description: "Tokio" }, { title: "Testing" }] },
    );
    expect(diff).toMatchObject({ kind: "list", label: "Modules" });
    if (diff?.kind !== "list") throw new Error("not a list");
    expect(marked(diff.items)).toEqual(["Ownership", "-Macros", "Async — Tokio", "+Testing"]);
  });

  it("shows other values in words and leaves out what did not change", () => {
    const diffs = diffRevisionFields(
      { feesPaise: 2_499_900, isFeatured: false, title: "Same", deadline: "2026-12-01" },
      { feesPaise: 2_599_900, isFeatured: true, title: "Same", deadline: "2026-12-05" },
    );
    expect(
      diffs.map((diff) => (diff.kind === "value" ? [diff.label, diff.before, diff.after] : diff.field)),
    ).toEqual([
      ["Fee", "₹24,999", "₹25,999"],
      ["Is featured", "no", "yes"],
      ["Deadline", "01 Dec 2026", "05 Dec 2026"],
    ]);
  });

  it("compares a first revision with nothing", () => {
    const [diff] = diffRevisionFields(null, { title: "New" });
    expect(diff).toMatchObject({ kind: "text", before: [], after: [{ text: "New", change: "added" }] });
  });
});
