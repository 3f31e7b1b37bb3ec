import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHELL } from "../../../domain/constants";
import type { AlertItem } from "./active-alerts";
import { AlertBanner, AlertOverlay, AlertPopup } from "./alert-overlay";
import { DISMISSED_ALERTS_SCRIPT, DISMISSED_ATTRIBUTE } from "./dismissed-script";

const alert = (id: number, title: string): AlertItem => ({
  id,
  title,
  banner_image_path: `uploads/alerts/${id}.webp`,
  button1_link: `/offer-${id}`,
});

// Closing an alert is remembered in sessionStorage: every test starts with none closed.
beforeEach(() => window.sessionStorage.clear());

describe("AlertOverlay", () => {
  it("shows the mid alert as a popup and the bottom alert as a banner, each with image and button", () => {
    render(
      <AlertOverlay alerts={{ mid: [alert(1, "Summer batch")], bottom: [alert(2, "Free workshop")] }} />,
    );
    const popup = screen.getByTestId("alert-popup");
    const banner = screen.getByTestId("alert-banner");
    expect(popup).toHaveClass("max-w-[700px]", "h-[350px]", "md:h-[450px]");
    expect(banner).toHaveClass("h-[100px]", "md:h-[120px]");
    expect(popup.querySelector("img")).toHaveAttribute("src", "/api/uploads/alerts/1.webp");
    expect(popup.querySelector("img")).toHaveAttribute(
      "srcset",
      expect.stringContaining("/api/uploads/alerts/1-600w.webp 600w"),
    );
    expect(screen.getByRole("link", { name: /Summer batch/ })).toHaveAttribute("href", "/offer-1");
    expect(screen.getByRole("link", { name: /Free workshop/ })).toHaveAttribute("href", "/offer-2");
  });

  it("closes an alert with its close button and keeps it closed for the session", () => {
    const alerts = { mid: [alert(1, "Summer batch")], bottom: [alert(2, "Free workshop")] };
    const { unmount } = render(<AlertOverlay alerts={alerts} />);
    fireEvent.click(
      within(screen.getByTestId("alert-popup")).getByRole("button", { name: "Close announcement" }),
    );
    expect(screen.queryByTestId("alert-popup")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SHELL.alertsDismissedStorageKey)).toBe('["mid"]');
    unmount();
    render(<AlertOverlay alerts={alerts} />);
    expect(screen.queryByTestId("alert-popup")).not.toBeInTheDocument();
    expect(screen.getByTestId("alert-banner")).toBeInTheDocument();
  });

  it("keeps the popup closed for the session once its button is followed, not the banner", () => {
    const alerts = { mid: [alert(1, "Summer batch")], bottom: [alert(2, "Free workshop")] };
    const { unmount } = render(<AlertOverlay alerts={alerts} />);
    const follow = (link: HTMLElement) => fireEvent.click(link, { button: 0 });
    follow(within(screen.getByTestId("alert-banner")).getByRole("link"));
    expect(window.sessionStorage.getItem(SHELL.alertsDismissedStorageKey)).toBeNull();
    follow(within(screen.getByTestId("alert-popup")).getByRole("link"));
    // Still in the page (the browser follows the link), and closed on the page it leads to.
    expect(screen.getByTestId("alert-popup")).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SHELL.alertsDismissedStorageKey)).toBe('["mid"]');
    unmount();
    render(<AlertOverlay alerts={alerts} />);
    expect(screen.queryByTestId("alert-popup")).not.toBeInTheDocument();
    expect(screen.getByTestId("alert-banner")).toBeInTheDocument();
  });

  it("shows nothing when no alert is active", () => {
    const { container } = render(<AlertOverlay alerts={{ mid: [], bottom: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("reports the banner height so floating controls can move up", () => {
    const onHeight = vi.fn();
    render(
      <AlertOverlay
        alerts={{ mid: [], bottom: [alert(2, "Free workshop")] }}
        onBannerHeightChange={onHeight}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(onHeight).toHaveBeenLastCalledWith(0);
  });
});

describe("the dismissed-alerts script", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
    window.sessionStorage.clear();
  });

  it("names the areas closed this session on <html>, and tolerates broken storage", () => {
    window.sessionStorage.setItem(SHELL.alertsDismissedStorageKey, '["mid","bottom"]');
    new Function(DISMISSED_ALERTS_SCRIPT)();
    expect(document.documentElement.getAttribute(DISMISSED_ATTRIBUTE)).toBe("mid bottom");
    window.sessionStorage.setItem(SHELL.alertsDismissedStorageKey, "{not json");
    document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
    expect(() => new Function(DISMISSED_ALERTS_SCRIPT)()).not.toThrow();
    expect(document.documentElement.hasAttribute(DISMISSED_ATTRIBUTE)).toBe(false);
  });

  it("is what hides a closed area's server HTML before hydration", () => {
    render(
      <AlertOverlay alerts={{ mid: [alert(1, "Summer batch")], bottom: [alert(2, "Free workshop")] }} />,
    );
    expect(screen.getByTestId("alert-popup").parentElement).toHaveClass(
      "[[data-alerts-closed~=mid]_&]:hidden",
    );
    expect(screen.getByTestId("alert-banner")).toHaveClass("[[data-alerts-closed~=bottom]_&]:hidden");
  });
});

describe("AlertPopup rotation", () => {
  afterEach(() => vi.useRealTimers());

  it("advances to the next alert every 30 seconds when there is more than one", () => {
    vi.useFakeTimers();
    render(<AlertPopup alerts={[alert(1, "First"), alert(2, "Second")]} onClose={() => {}} />);
    expect(screen.getByTestId("alert-popup")).toHaveAccessibleName("First");
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.getByTestId("alert-popup")).toHaveAccessibleName("First");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("alert-popup")).toHaveAccessibleName("Second");
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId("alert-popup")).toHaveAccessibleName("First");
  });

  it("does not rotate a single alert", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<AlertPopup alerts={[alert(1, "Only")]} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByTestId("alert-popup")).toHaveAccessibleName("Only");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("AlertPopup as a modal dialog", () => {
  const renderPopup = () => {
    const onClose = vi.fn();
    render(
      <>
        <button type="button">Outside</button>
        <AlertPopup alerts={[alert(1, "Summer batch")]} onClose={onClose} />
      </>,
    );
    return { onClose, dialog: screen.getByRole("dialog", { name: "Summer batch" }) };
  };

  it("is a labelled modal dialog that takes focus when it opens", () => {
    const { dialog } = renderPopup();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveFocus();
  });

  it("closes on Escape and on a click on its backdrop, not on a click inside it", () => {
    const { onClose, dialog } = renderPopup();
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("alert-popup-backdrop"));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("leaves Escape inside another dialog (the chat above it) to that dialog", () => {
    const { onClose } = renderPopup();
    const chat = document.createElement("section");
    chat.setAttribute("role", "dialog");
    const input = document.createElement("input");
    chat.append(input);
    document.body.append(chat);
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole("button", { name: "Outside" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    chat.remove();
  });

  it("keeps Tab inside: from the last control to the first, and Shift+Tab from the first to the last", () => {
    const { dialog } = renderPopup();
    const link = within(dialog).getByRole("link", { name: /Summer batch/ });
    const close = within(dialog).getByRole("button", { name: "Close announcement" });
    close.focus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(link).toHaveFocus();
    fireEvent.keyDown(link, { key: "Tab", shiftKey: true });
    expect(close).toHaveFocus();
    dialog.focus();
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(close).toHaveFocus();
  });

  it("is modal only once hydrated: the server's HTML lets clicks through around it (nothing could close it)", () => {
    const html = renderToString(<AlertPopup alerts={[alert(1, "Summer batch")]} onClose={() => {}} />);
    expect(html).toContain("pointer-events-none");
    expect(html).not.toContain("bg-slate-950/60");
    expect(html).not.toContain('aria-modal="true"');
    renderPopup();
    expect(screen.getByTestId("alert-popup-backdrop")).toHaveClass("bg-slate-950/60");
    expect(screen.getByTestId("alert-popup-backdrop")).not.toHaveClass("pointer-events-none");
  });

  it("does not take focus when the session closed it earlier (hidden by CSS until hydration)", () => {
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, "mid");
    try {
      const { dialog } = renderPopup();
      expect(dialog).not.toHaveFocus();
    } finally {
      document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
    }
  });
});

describe("the bottom banner on a phone", () => {
  it("lets the whole message wrap to three lines below 640 px (two from sm)", () => {
    render(
      <AlertBanner
        alerts={[alert(2, "New batches every month: save up to 25% on selected courses")]}
        onClose={() => {}}
      />,
    );
    const message = screen.getByText("New batches every month: save up to 25% on selected courses");
    expect(message).toHaveClass("line-clamp-3", "sm:line-clamp-2");
    expect(message).not.toHaveClass("line-clamp-2");
  });
});
