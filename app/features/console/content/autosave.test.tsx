/**
 * The autosave of an open content form (autosave.ts) with fake timers: nothing is sent without a change; a
 * change is sent once its 20-second tick comes (not before), to the form's data address with
 * `intent=autosave` and without files; an unchanged form is not sent again; a refused post is tried again at
 * the next tick; a hidden tab sends at once.
 */
import { fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_INTERVAL_MS, useAutosave } from "./autosave";

function Form() {
  useAutosave("content");
  return (
    <form id="content">
      <input name="title" aria-label="Title" defaultValue="Rust" />
      <input name="banner" type="file" aria-label="Banner" />
    </form>
  );
}

let fetchSpy: ReturnType<typeof vi.fn>;
let answers: boolean[];

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  fetchSpy = vi.fn(async () => ({ ok: answers.shift() ?? true }));
  vi.stubGlobal("fetch", fetchSpy);
  window.history.replaceState(null, "", "/admin/content/courses/7");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sent = () => fetchSpy.mock.calls.map(([address, init]) => ({ address, body: init.body as FormData }));

describe("useAutosave", () => {
  it("sends a changed form at its 20-second tick, once, without files", async () => {
    const screen = render(<Form />);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(fetchSpy).not.toHaveBeenCalled(); // nothing changed yet

    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Rust, revised" } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS - 1);
    expect(fetchSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toHaveLength(1);
    const [{ address, body }] = sent();
    expect(address).toBe("/admin/content/courses/7.data");
    expect(body.get("intent")).toBe("autosave");
    expect(body.get("title")).toBe("Rust, revised");
    expect(body.has("banner")).toBe(false);

    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 3);
    expect(sent()).toHaveLength(1); // unchanged since
  });

  it("tries a refused post again at the next tick", async () => {
    answers = [false, true];
    const screen = render(<Form />);
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Offline words" } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(sent()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(sent()).toHaveLength(2);
    expect(sent()[1]!.body.get("title")).toBe("Offline words");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(sent()).toHaveLength(2);
  });

  it("sends at once when the tab is hidden, and stops when the form is gone", async () => {
    const screen = render(<Form />);
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Closing the tab" } });
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(sent()).toHaveLength(1);
    expect(fetchSpy.mock.calls[0]![1].keepalive).toBe(true);
    visibility.mockRestore();

    screen.unmount();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2);
    expect(sent()).toHaveLength(1);
  });
});
