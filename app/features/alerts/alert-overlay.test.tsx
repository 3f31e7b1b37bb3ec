import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHELL } from "../../../domain/constants";
import { type AlertItem, AlertOverlay, AlertPopup } from "./alert-overlay";

const alert = (id: number, title: string): AlertItem => ({
  id,
  title,
  banner_image_path: `uploads/alerts/${id}.webp`,
  button1_link: `/offer-${id}`,
});

function stubAlerts(byCategory: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const category = url.split("/").pop() ?? "";
    const body = byCategory[category];
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body ?? []), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("AlertOverlay", () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the mid alert as a popup and the bottom alert as a banner, each with image and button", async () => {
    const fetchMock = stubAlerts({ mid: [alert(1, "Summer batch")], bottom: [alert(2, "Free workshop")] });
    render(<AlertOverlay />);
    const popup = await screen.findByTestId("alert-popup");
    const banner = await screen.findByTestId("alert-banner");
    expect(fetchMock).toHaveBeenCalledWith("/api/active-alert/mid");
    expect(fetchMock).toHaveBeenCalledWith("/api/active-alert/bottom");
    expect(popup).toHaveClass("max-w-[700px]", "h-[350px]", "md:h-[450px]");
    expect(banner).toHaveClass("h-[100px]", "md:h-[120px]");
    expect(popup.querySelector("img")).toHaveAttribute("src", "/api/uploads/alerts/1.webp");
    expect(screen.getByRole("link", { name: /Summer batch/ })).toHaveAttribute("href", "/offer-1");
    expect(screen.getByRole("link", { name: /Free workshop/ })).toHaveAttribute("href", "/offer-2");
  });

  it("closes an alert with its close button and keeps it closed for the session", async () => {
    stubAlerts({ mid: [alert(1, "Summer batch")], bottom: [] });
    const { unmount } = render(<AlertOverlay />);
    await screen.findByTestId("alert-popup");
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByTestId("alert-popup")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SHELL.alertsDismissedStorageKey)).toBe('["mid"]');
    unmount();
    const fetchMock = stubAlerts({ mid: [alert(1, "Summer batch")], bottom: [] });
    render(<AlertOverlay />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/active-alert/bottom"));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/active-alert/mid");
    expect(screen.queryByTestId("alert-popup")).not.toBeInTheDocument();
  });

  it("only logs a failed fetch and shows nothing", async () => {
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    stubAlerts({ mid: new Error("offline"), bottom: new Error("offline") });
    const { container } = render(<AlertOverlay />);
    await waitFor(() => expect(errorLog).toHaveBeenCalledTimes(2));
    expect(container).toBeEmptyDOMElement();
  });

  it("reports the banner height so floating controls can move up", async () => {
    stubAlerts({ mid: [], bottom: [alert(2, "Free workshop")] });
    const onHeight = vi.fn();
    render(<AlertOverlay onBannerHeightChange={onHeight} />);
    await screen.findByTestId("alert-banner");
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(onHeight).toHaveBeenLastCalledWith(0);
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
