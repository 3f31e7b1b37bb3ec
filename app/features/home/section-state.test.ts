import { describe, expect, it, vi } from "vitest";
import { settle } from "./section-state";

describe("settle", () => {
  it("resolves to the loaded items", async () => {
    const onError = vi.fn();
    await expect(settle(async () => [1, 2], "failed", onError)).resolves.toEqual({
      status: "loaded",
      items: [1, 2],
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it("turns a failure into the section's error text and reports the cause", async () => {
    const onError = vi.fn();
    const cause = new Error("db down");
    await expect(
      settle(
        async () => {
          throw cause;
        },
        "Failed to load logos.",
        onError,
      ),
    ).resolves.toEqual({ status: "error", message: "Failed to load logos." });
    expect(onError).toHaveBeenCalledWith(cause);
  });
});
