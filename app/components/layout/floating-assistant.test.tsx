/**
 * On a phone the chat launcher sits over the right of a full-width form: it moves up rather than cover a
 * form's submit button or its marked total (the registration form's "Total payable now"), and comes back once
 * they have scrolled past (issue 30, item 17).
 */
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../features/home/test-router";
import { FloatingAssistant } from "./floating-assistant";

const rect = (top: number, height: number, left: number, width: number) =>
  ({ top, bottom: top + height, left, right: left + width, height, width, x: left, y: top }) as DOMRect;

beforeEach(() => {
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(812);
  // Runs the frame at once (and returns 0, so the next scroll asks for a frame again).
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** A form whose `target` (its submit button or its total) is at `top`; the launcher rests at 740–796 px. */
function formWith(target: "submit" | "total", top: number) {
  const form = document.createElement("form");
  const element = document.createElement(target === "submit" ? "button" : "div");
  if (target === "submit") element.setAttribute("type", "submit");
  else element.setAttribute("data-floating-avoid", "");
  form.append(element);
  document.body.append(form);
  let current = top;
  element.getBoundingClientRect = () => rect(current, 48, 16, 343);
  return {
    scrollTo(next: number) {
      current = next;
      act(() => {
        window.dispatchEvent(new Event("scroll"));
      });
    },
  };
}

function launcher() {
  // The launcher: 56 px high, at the right of a 375 px screen.
  const button = screen.getByRole("button", { name: /Nova/ });
  button.getBoundingClientRect = () => rect(0, 56, 303, 56);
  return button.parentElement as HTMLElement;
}

describe("the chat launcher on a form", () => {
  it.each(["submit", "total"] as const)(
    "moves above the form's %s while it is under its resting place",
    (target) => {
      const form = formWith(target, 760);
      renderWithRouter(<FloatingAssistant />);
      const wrapper = launcher();
      form.scrollTo(770); // re-measured with the launcher's size
      // Resting place 740–796 px; the target's top at 770 px: up by 796 − 770 + 8.
      expect(wrapper.style.bottom).toBe(`${16 + (796 - 770 + 8)}px`);
      form.scrollTo(500); // scrolled past: back to its place
      expect(wrapper.style.bottom).toBe("16px");
    },
  );

  it("ignores the chat's own send button", () => {
    renderWithRouter(<FloatingAssistant />);
    const wrapper = launcher();
    const own = document.createElement("form");
    const send = document.createElement("button");
    send.getBoundingClientRect = () => rect(760, 48, 303, 56);
    own.append(send);
    wrapper.prepend(own);
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(wrapper.style.bottom).toBe("16px");
  });
});
