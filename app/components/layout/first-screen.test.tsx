import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN } from "../../../domain/constants";
import { renderWithRouter } from "../../features/home/test-router";
import { FIRST_SCREEN_SCRIPT, FIRST_SCREEN_SEEN_ATTRIBUTE } from "./first-screen";
import { FloatingAssistant } from "./floating-assistant";
import { ShellOverlays } from "./shell-overlays";

const alert = (id: number, title: string) => ({
  id,
  title,
  banner_image_path: `uploads/alerts/${id}.webp`,
  button1_link: "/offer",
});

describe("the first-screen script", () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => document.documentElement.removeAttribute(FIRST_SCREEN_SEEN_ATTRIBUTE));

  it("leaves a session's first page staggered and marks every later page of the session", () => {
    new Function(FIRST_SCREEN_SCRIPT)();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_SEEN_ATTRIBUTE)).toBe(false);
    new Function(FIRST_SCREEN_SCRIPT)();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_SEEN_ATTRIBUTE)).toBe(true);
  });
});

describe("staggered entrances on the first screen", () => {
  it("shows the popup at once, then the social rail, the chat launcher and the bottom banner in turn", () => {
    renderWithRouter(<ShellOverlays alerts={{ mid: [alert(1, "Popup")], bottom: [alert(2, "Banner")] }} />);
    const delayOf = (element: HTMLElement) => {
      expect(element).toHaveClass("first-screen-entrance");
      return Number.parseInt(element.style.animationDelay, 10);
    };
    expect(screen.getByTestId("alert-popup").closest(".first-screen-entrance")).toBeNull();
    const rail = delayOf(
      screen.getByRole("navigation", { name: "Social media" }).querySelector("ul") as HTMLElement,
    );
    const launcher = delayOf(screen.getByRole("button", { name: /Nova/ }).parentElement as HTMLElement);
    const banner = delayOf(screen.getByTestId("alert-banner"));
    expect([rail, launcher, banner]).toEqual([
      FIRST_SCREEN.socialRailDelayMs,
      FIRST_SCREEN.launcherDelayMs,
      FIRST_SCREEN.bannerDelayMs,
    ]);
    expect(rail).toBeGreaterThan(0);
    expect(launcher).toBeGreaterThan(rail);
    expect(banner).toBeGreaterThan(launcher);
  });
});

describe("the chat launcher and the hero's bottom bar", () => {
  const rect = (top: number, height: number, left: number, width: number) =>
    ({ top, bottom: top + height, left, right: left + width, height, width, x: left, y: top }) as DOMRect;

  beforeEach(() => {
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(812);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function setUp(barTop: number) {
    const bar = document.createElement("ul");
    bar.setAttribute("data-floating-avoid", "");
    document.body.append(bar);
    let currentBarTop = barTop;
    bar.getBoundingClientRect = () => rect(currentBarTop, 49, 0, 375);
    vi.spyOn(HTMLButtonElement.prototype, "getBoundingClientRect").mockReturnValue(rect(0, 56, 194, 165));
    renderWithRouter(<FloatingAssistant bottomOffsetPx={100} />);
    const wrapper = screen.getByRole("button", { name: /Nova/ }).parentElement as HTMLElement;
    return {
      wrapper,
      scrollBarTo(top: number) {
        currentBarTop = top;
        act(() => {
          window.dispatchEvent(new Event("scroll"));
        });
      },
      remove: () => bar.remove(),
    };
  }

  it("moves up to sit above the bar while the bar lies under its resting place, and back once it has passed", () => {
    // Resting place: 16 px above a 100 px banner on an 812 px screen, so 640–696 px from the top.
    const { wrapper, scrollBarTo, remove } = setUp(680);
    expect(wrapper.style.bottom).toBe(`${16 + 100 + (696 - 680 + 8)}px`);
    scrollBarTo(560); // scrolled: the bar has moved above the launcher's resting place
    expect(wrapper.style.bottom).toBe("116px");
    remove();
  });

  it("stays at its resting place when no bar is under it", () => {
    const { wrapper, remove } = setUp(760);
    expect(wrapper.style.bottom).toBe("116px");
    remove();
  });
});
