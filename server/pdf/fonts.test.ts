import { describe, expect, it } from "vitest";
import { scriptRuns } from "./fonts.ts";

describe("scriptRuns", () => {
  it("keeps text of one script whole, spaces, digits and punctuation included", () => {
    expect(scriptRuns("Ishaan Verma, 12-B")).toEqual(["Ishaan Verma, 12-B"]);
    expect(scriptRuns("लक्ष्मी देवी।")).toEqual(["लक्ष्मी देवी।"]);
    expect(scriptRuns("")).toEqual([]);
  });

  it("splits where the script changes; neutral characters stay with the run they follow", () => {
    expect(scriptRuns("Rao/लक्ष्मी (Hindi)")).toEqual(["Rao/", "लक्ष्मी (", "Hindi)"]);
    expect(scriptRuns("(लक्ष्मी) Rao")).toEqual(["(लक्ष्मी) ", "Rao"]);
  });

  it("keeps joiners and combining marks inside their Devanagari word", () => {
    // Zero-width joiner and non-joiner ask for a particular form of a conjunct: they must not split it.
    expect(scriptRuns("A क्\u200Dष B")).toEqual(["A ", "क्\u200Dष ", "B"]);
    expect(scriptRuns("क्\u200Cष")).toEqual(["क्\u200Cष"]);
  });
});
