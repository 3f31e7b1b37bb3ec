import { describe, expect, it } from "vitest";
import { parseListField, withKeys } from "./list-fields.ts";

describe("parseListField", () => {
  it("keeps {title, description} objects from an array", () => {
    expect(
      parseListField([
        { title: "HTML", description: "Markup basics" },
        { title: "CSS", description: "Layouts" },
      ]),
    ).toEqual([
      { title: "HTML", description: "Markup basics" },
      { title: "CSS", description: "Layouts" },
    ]);
  });

  it("turns plain strings into title-only items", () => {
    expect(parseListField(["Live projects", "  Mentors  "])).toEqual([
      { title: "Live projects" },
      { title: "Mentors" },
    ]);
  });

  it("parses JSON text of objects and of strings", () => {
    expect(parseListField('[{"title":"Git","description":"Branches"}]')).toEqual([
      { title: "Git", description: "Branches" },
    ]);
    expect(parseListField('["One","Two"]')).toEqual([{ title: "One" }, { title: "Two" }]);
  });

  it("unwraps double-encoded JSON text", () => {
    expect(parseListField(JSON.stringify(JSON.stringify(["A", { title: "B" }])))).toEqual([
      { title: "A" },
      { title: "B" },
    ]);
  });

  it("accepts mixed arrays and drops junk items", () => {
    expect(
      parseListField([
        "Plain",
        { title: "Obj", description: "" },
        null,
        undefined,
        { foo: "bar" },
        [],
        true,
        "   ",
        42,
      ]),
    ).toEqual([{ title: "Plain" }, { title: "Obj" }, { title: "42" }]);
  });

  it("reads FAQ-style question/answer objects", () => {
    expect(parseListField([{ question: "Is it online?", answer: "Yes." }])).toEqual([
      { title: "Is it online?", description: "Yes." },
    ]);
  });

  it("uses a lone description as the title", () => {
    expect(parseListField([{ description: "Only text" }])).toEqual([{ title: "Only text" }]);
  });

  it("treats a single object as a one-item list", () => {
    expect(parseListField({ title: "Solo", description: "d" })).toEqual([
      { title: "Solo", description: "d" },
    ]);
  });

  it("treats non-JSON text as one item and broken JSON as text", () => {
    expect(parseListField("Just a sentence")).toEqual([{ title: "Just a sentence" }]);
    expect(parseListField("[not json")).toEqual([{ title: "[not json" }]);
  });

  it("returns an empty list for empty and junk values", () => {
    for (const value of [null, undefined, "", "   ", "[]", 7, true, {}, { foo: 1 }, "null"]) {
      expect(parseListField(value)).toEqual([]);
    }
  });
});

describe("withKeys", () => {
  it("gives repeated titles distinct keys", () => {
    expect(withKeys([{ title: "A" }, { title: "B" }, { title: "A" }]).map((item) => item.key)).toEqual([
      "A",
      "B",
      "A#2",
    ]);
  });
});
