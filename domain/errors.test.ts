import { describe, expect, it, vi } from "vitest";
import { DuplicateError, NotFoundError, RuleError } from "./errors.ts";

describe("domain errors", () => {
  it("are recognised by instanceof across two copies of the module (server code and the page build)", async () => {
    vi.resetModules();
    // A second evaluation of the module, as the page build's bundled copy is.
    const other: typeof import("./errors.ts") = await import(
      /* @vite-ignore */ `./errors.ts?copy=${Date.now()}`
    );
    expect(other.NotFoundError).not.toBe(NotFoundError);
    expect(new other.NotFoundError("Course not found.")).toBeInstanceOf(NotFoundError);
    expect(new NotFoundError("x")).toBeInstanceOf(other.NotFoundError);
    expect(new other.RuleError("r", ["a"])).toBeInstanceOf(RuleError);
  });

  it("tell the kinds apart and stay Errors", () => {
    const error = new NotFoundError("Post not found.");
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe("Post not found.");
    expect(error).not.toBeInstanceOf(DuplicateError);
    expect(new Error("plain")).not.toBeInstanceOf(NotFoundError);
    expect((null as unknown as object) instanceof NotFoundError).toBe(false);
  });
});
