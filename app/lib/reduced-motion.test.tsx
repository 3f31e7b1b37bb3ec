/**
 * prefers-reduced-motion: the shared hook, and every rotation on the site standing still while it is set
 * (alerts, logo wall, feedback rotator, rotating related lists, hero carousel autoplay). Each case is paired with
 * the same component rotating normally, so the tests cannot pass by accident.
 */
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HERO_CAROUSEL, HOME, TIMINGS } from "../../domain/constants";
import type { AlertItem } from "../features/alerts/active-alerts";
import { AlertPopup } from "../features/alerts/alert-overlay";
import { HeroCarousel } from "../features/home/hero-carousel";
import type { HeroSlideData, LogoData } from "../features/home/home-types";
import { LogoWall } from "../features/home/logo-wall";
import { renderWithRouter } from "../features/home/test-router";
import { FeedbackRotator } from "../features/sidebar/feedback-rotator";
import { RotatingList } from "../features/sidebar/rotating-list";
import { REDUCED_MOTION_QUERY, useReducedMotion } from "./use-reduced-motion";

/** A controllable matchMedia: `set(true)` flips the setting and notifies the listeners as a browser would. */
function mockReducedMotion(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => ({
    ...list,
    matches: query === REDUCED_MOTION_QUERY && list.matches,
  }));
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: matchMedia });
  return {
    matchMedia,
    listeners,
    set(value: boolean) {
      list.matches = value;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

const original = Object.getOwnPropertyDescriptor(window, "matchMedia");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  if (original) Object.defineProperty(window, "matchMedia", original);
  else Reflect.deleteProperty(window, "matchMedia");
});

function Probe() {
  return <p>{useReducedMotion() ? "reduced" : "full"}</p>;
}

describe("useReducedMotion", () => {
  it("follows the media query and its changes", () => {
    const media = mockReducedMotion(false);
    render(<Probe />);
    expect(screen.getByText("full")).toBeInTheDocument();
    expect(media.matchMedia).toHaveBeenCalledWith(REDUCED_MOTION_QUERY);
    media.set(true);
    expect(screen.getByText("reduced")).toBeInTheDocument();
    media.set(false);
    expect(screen.getByText("full")).toBeInTheDocument();
  });

  it("is true from the first client render when the setting is on", () => {
    mockReducedMotion(true);
    render(<Probe />);
    expect(screen.getByText("reduced")).toBeInTheDocument();
  });

  it("renders the full-motion version on the server", () => {
    mockReducedMotion(true);
    expect(renderToString(<Probe />)).toContain("full");
  });

  it("is false where matchMedia does not exist, and stops listening on unmount", () => {
    Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: undefined });
    const { unmount } = render(<Probe />);
    expect(screen.getByText("full")).toBeInTheDocument();
    unmount();
    const media = mockReducedMotion(false);
    const second = render(<Probe />);
    expect(media.listeners.size).toBe(1);
    second.unmount();
    expect(media.listeners.size).toBe(0);
  });
});

const alerts: AlertItem[] = [
  { id: 1, title: "Summer batch", banner_image_path: "", button1_link: "/a" },
  { id: 2, title: "Free workshop", banner_image_path: "", button1_link: "/b" },
];
const popup = () => screen.getByTestId("alert-popup");

describe("alert rotation", () => {
  it("rotates normally", () => {
    mockReducedMotion(false);
    render(<AlertPopup alerts={alerts} onClose={() => {}} />);
    act(() => vi.advanceTimersByTime(TIMINGS.alertRotationMs));
    expect(popup()).toHaveAccessibleName("Free workshop");
  });

  it("stands still with reduced motion", () => {
    mockReducedMotion(true);
    render(<AlertPopup alerts={alerts} onClose={() => {}} />);
    act(() => vi.advanceTimersByTime(TIMINGS.alertRotationMs * 3));
    expect(popup()).toHaveAccessibleName("Summer batch");
    expect(vi.getTimerCount()).toBe(0);
  });
});

const logos: LogoData[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Company ${i + 1}`,
  banner_image_path: "",
}));
const firstLogo = () => screen.getAllByRole("img")[0].getAttribute("alt");

describe("logo wall rotation", () => {
  it("rotates normally", () => {
    mockReducedMotion(false);
    render(<LogoWall state={{ status: "loaded", items: logos }} />);
    act(() => vi.advanceTimersByTime(HOME.logoRotationMs));
    expect(firstLogo()).toBe("Company 4");
  });

  it("stands still with reduced motion", () => {
    mockReducedMotion(true);
    render(<LogoWall state={{ status: "loaded", items: logos }} />);
    act(() => vi.advanceTimersByTime(HOME.logoRotationMs * 5));
    expect(firstLogo()).toBe("Company 1");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops when the setting is switched on while the page is open", () => {
    const media = mockReducedMotion(false);
    render(<LogoWall state={{ status: "loaded", items: logos }} />);
    act(() => vi.advanceTimersByTime(HOME.logoRotationMs));
    expect(firstLogo()).toBe("Company 4");
    media.set(true);
    act(() => vi.advanceTimersByTime(HOME.logoRotationMs * 5));
    expect(firstLogo()).toBe("Company 4");
  });
});

const feedback = [
  { id: 1, title: "Great", feedback: "Loved it", name: "Asha" },
  { id: 2, title: "Useful", feedback: "Learned a lot", name: "Ravi" },
];

describe("feedback rotator", () => {
  it("rotates normally", () => {
    mockReducedMotion(false);
    render(<FeedbackRotator title="Student Feedback" items={feedback} />);
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs));
    expect(screen.getByText("— Ravi")).toBeInTheDocument();
  });

  it("stands still with reduced motion", () => {
    mockReducedMotion(true);
    render(<FeedbackRotator title="Student Feedback" items={feedback} />);
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs * 4));
    expect(screen.getByText("— Asha")).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});

const letters = Array.from({ length: 7 }, (_, i) => String.fromCharCode(65 + i));
const shownLetters = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("rotating related list", () => {
  const renderList = () =>
    render(<RotatingList title="More in Career" items={letters} getKey={(l) => l} renderItem={(l) => l} />);

  it("rotates normally", () => {
    mockReducedMotion(false);
    renderList();
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs));
    expect(shownLetters()).toEqual(["D", "E", "F"]);
  });

  it("stands still with reduced motion", () => {
    mockReducedMotion(true);
    renderList();
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs * 4));
    expect(shownLetters()).toEqual(["A", "B", "C"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("hero carousel autoplay", () => {
  const slides: HeroSlideData[] = ["one", "two", "three"].map((slug) => ({
    title: slug,
    small_description: "",
    featured_image: "",
    slug,
  }));
  const renderCarousel = () => {
    renderWithRouter(<HeroCarousel state={{ status: "loaded", items: slides }} />);
    return screen.getByTestId("hero-carousel");
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("moves to the next slide every 5 s normally, and loops", () => {
    mockReducedMotion(false);
    const carousel = renderCarousel();
    wait(HERO_CAROUSEL.autoplayMs - 1);
    expect(carousel).toHaveAttribute("data-selected", "0");
    wait(1);
    expect(carousel).toHaveAttribute("data-selected", "1");
    wait(HERO_CAROUSEL.autoplayMs);
    expect(carousel).toHaveAttribute("data-selected", "2");
    wait(HERO_CAROUSEL.autoplayMs);
    expect(carousel).toHaveAttribute("data-selected", "0");
  });

  it("does not start with reduced motion, and still moves when asked to", () => {
    mockReducedMotion(true);
    const carousel = renderCarousel();
    wait(3 * HERO_CAROUSEL.autoplayMs);
    expect(carousel).toHaveAttribute("data-selected", "0");
    act(() => screen.getByRole("button", { name: "Next slide" }).click());
    expect(carousel).toHaveAttribute("data-selected", "1");
    wait(3 * HERO_CAROUSEL.autoplayMs);
    expect(carousel).toHaveAttribute("data-selected", "1");
  });

  it("stops when the setting is switched on, and resumes when it is switched off", () => {
    const media = mockReducedMotion(false);
    const carousel = renderCarousel();
    media.set(true);
    wait(3 * HERO_CAROUSEL.autoplayMs);
    expect(carousel).toHaveAttribute("data-selected", "0");
    media.set(false);
    wait(HERO_CAROUSEL.autoplayMs);
    expect(carousel).toHaveAttribute("data-selected", "1");
  });
});
