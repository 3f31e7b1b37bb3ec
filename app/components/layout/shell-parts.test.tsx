import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../features/home/test-router";
import { FloatingAssistant } from "./floating-assistant";
import { SiteFooter } from "./site-footer";
import { SocialRail } from "./social-rail";

describe("SiteFooter", () => {
  it("links the spec's pages and shows the support strip", () => {
    renderWithRouter(<SiteFooter />);
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    for (const href of ["/who-we-are", "/portfolio", "/open-positions", "/contact", "/Privacy", "/terms"]) {
      expect(hrefs).toContain(href);
    }
    expect(screen.getAllByText("Support hours: 10 AM to 6 PM").length).toBeGreaterThan(0);
    expect(screen.getByText("Free shuttle from Noida Sector 62 Metro Station")).toBeInTheDocument();
    expect(screen.getByText(/B-42, Sector 63, Noida/)).toBeInTheDocument();
  });
});

describe("SocialRail", () => {
  it("has a labelled link for each network, opening in a new tab", () => {
    renderWithRouter(<SocialRail />);
    const rail = screen.getByRole("navigation", { name: "Social media" });
    for (const name of ["LinkedIn", "Instagram", "X", "YouTube", "WhatsApp"]) {
      const link = within(rail).getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.querySelector("svg")).toBeInTheDocument();
    }
  });
});

describe("FloatingAssistant", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the chat on the first click and closes it again", async () => {
    renderWithRouter(<FloatingAssistant />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const launcher = screen.getByRole("button", { name: "Ask Nova" });
    fireEvent.click(launcher);
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    const chat = await screen.findByRole("dialog", { name: "Nova" });
    fireEvent.click(within(chat).getByRole("button", { name: "Close chat" }));
    expect(screen.getByRole("button", { name: "Ask Nova" })).toHaveAttribute("aria-expanded", "false");
    expect(chat.parentElement).not.toBeVisible();
  });

  it("turns its label white over dark sections and black over light ones", () => {
    let callback: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const dark = document.createElement("section");
    dark.dataset.theme = "dark";
    document.body.append(dark);

    renderWithRouter(<FloatingAssistant />);
    const label = screen.getByTestId("assistant-label");
    expect(observed).toContain(dark);
    expect(label).toHaveClass("text-black");
    act(() =>
      callback(
        [{ target: dark, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(label).toHaveClass("text-white");
    act(() =>
      callback(
        [{ target: dark, isIntersecting: false } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(label).toHaveClass("text-black");
    dark.remove();
  });
});
