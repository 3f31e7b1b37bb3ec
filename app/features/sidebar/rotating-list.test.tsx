import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../../domain/constants";
import { DeferredRelatedList, type RelatedEntry, RotatingList } from "./rotating-list";

const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

function renderList(items: string[] | null) {
  return render(
    <RotatingList title="More in Career" items={items} getKey={(item) => item} renderItem={(item) => item} />,
  );
}

const shown = () => screen.getAllByRole("listitem").map((li) => li.textContent);

let current: Promise<RelatedEntry[] | null> = Promise.resolve(null);
function Harness() {
  return <DeferredRelatedList title="You May Also Like" entries={current} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("RotatingList", () => {
  it("shows up to 3 items without rotating when there are 3 or fewer", () => {
    renderList(letters(3));
    expect(screen.getByRole("heading", { name: "More in Career" })).toBeInTheDocument();
    expect(shown()).toEqual(["A", "B", "C"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows groups of 3, the next group every 5 s, wrapping around", () => {
    renderList(letters(7));
    expect(shown()).toEqual(["A", "B", "C"]);
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs - 1));
    expect(shown()).toEqual(["A", "B", "C"]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(["D", "E", "F"]);
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs));
    expect(shown()).toEqual(["G"]);
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs));
    expect(shown()).toEqual(["A", "B", "C"]);
  });

  it("pauses while focused inside", () => {
    renderList(letters(6));
    const region = screen.getByRole("region", { name: "More in Career" });
    fireEvent.focus(region);
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs * 2));
    expect(shown()).toEqual(["A", "B", "C"]);
    fireEvent.blur(region);
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs));
    expect(shown()).toEqual(["D", "E", "F"]);
  });

  it("renders nothing for an empty or missing list", () => {
    const { container, rerender } = renderList([]);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <RotatingList title="x" items={null} getKey={(item: string) => item} renderItem={(item) => item} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("DeferredRelatedList", () => {
  const entries: RelatedEntry[] = letters(4).map((l) => ({
    key: l,
    href: `/blog/${l.toLowerCase()}`,
    title: `Post ${l}`,
    image: "",
    meta: "1 July 2025",
  }));

  function renderDeferred(value: Promise<RelatedEntry[] | null>) {
    current = value;
    const Stub = createRoutesStub([{ path: "/", Component: Harness }]);
    return render(<Stub />);
  }

  it("renders the streamed entries as links, 3 at a time", async () => {
    renderDeferred(Promise.resolve(entries));
    await act(async () => {});
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/blog/a", "/blog/b", "/blog/c"]);
    expect(screen.getByText("Post A")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TIMINGS.relatedRotationMs));
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/blog/d"]);
  });

  it("renders nothing when the list failed", async () => {
    const failed = Promise.reject(new Error("db down"));
    failed.catch(() => {});
    renderDeferred(failed);
    await act(async () => {});
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
