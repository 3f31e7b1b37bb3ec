import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BadRequestError, CONTROL_CHARACTER_MESSAGE, parseWith } from "./validation.ts";

const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

describe("parseWith", () => {
  it("returns the parsed value for good input", () => {
    expect(parseWith(schema, { name: "Asha\tRao\r\n" })).toEqual({ name: "Asha\tRao\r\n" });
  });

  it("refuses NUL and other control characters anywhere in the input, naming the field", () => {
    for (const input of [{ name: "A\u0000" }, { name: "ok", tags: ["x", "\u001b[31m"] }]) {
      const error = (() => {
        try {
          parseWith(schema, input);
        } catch (e) {
          return e as BadRequestError;
        }
      })();
      expect(error).toBeInstanceOf(BadRequestError);
      expect(error?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("reports the first schema issue as the error", () => {
    expect(() => parseWith(schema, { name: 5 })).toThrow(BadRequestError);
  });
});
