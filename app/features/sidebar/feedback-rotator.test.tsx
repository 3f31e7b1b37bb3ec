import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { DeferredFeedbackRotator, type FeedbackItem, FeedbackRotator } from "./feedback-rotator";

const items: FeedbackItem[] = [
  { id: 1, title: "Great mentors", feedback: "Learned a lot.", name: "Aarav" },
  { id: 2, title: "Real projects", feedback: "Built a portfolio.", name: "Isha" },
  { id: 3, title: "Placement help", feedback: "Got a job.", name: "Kabir" },
];

let current: Promise<FeedbackItem[] | null> = Promise.resolve(null);
function Harness() {
  return <DeferredFeedbackRotator title="Client Feedback" items={current} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const shownName = () => screen.getByTestId("feedback-item").querySelector("figcaption")?.textContent;

describe("FeedbackRotator", () => {
  it("shows its title and 'Loading feedback...' while the list is not there", () => {
    render(<FeedbackRotator title={MESSAGES.clientFeedbackTitle} items={null} />);
    expect(screen.getByRole("heading", { name: "Client Feedback" })).toBeInTheDocument();
    expect(screen.getByText("Loading feedback...")).toBeInTheDocument();
  });

  it("shows 'No feedback available.' for an empty list", () => {
    render(<FeedbackRotator title={MESSAGES.studentFeedbackTitle} items={[]} />);
    expect(screen.getByRole("heading", { name: "Student Feedback" })).toBeInTheDocument();
    expect(screen.getByText("No feedback available.")).toBeInTheDocument();
  });

  it("shows one testimonial and moves to the next every 5 s, wrapping around", () => {
    render(<FeedbackRotator title="Student Feedback" items={items} />);
    expect(screen.getAllByTestId("feedback-item")).toHaveLength(1);
    expect(screen.getByText("Great mentors")).toBeInTheDocument();
    expect(screen.getByText("“Learned a lot.”")).toBeInTheDocument();
    expect(shownName()).toBe("— Aarav");
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs - 1));
    expect(shownName()).toBe("— Aarav");
    act(() => vi.advanceTimersByTime(1));
    expect(shownName()).toBe("— Isha");
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs));
    expect(shownName()).toBe("— Kabir");
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs));
    expect(shownName()).toBe("— Aarav");
  });

  it("does not rotate a single testimonial", () => {
    render(<FeedbackRotator title="Client Feedback" items={items.slice(0, 1)} />);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs * 3));
    expect(shownName()).toBe("— Aarav");
  });

  it("pauses while hovered", () => {
    render(<FeedbackRotator title="Client Feedback" items={items} />);
    const section = screen.getByRole("region", { name: "Client Feedback" });
    fireEvent.mouseEnter(section);
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs * 2));
    expect(shownName()).toBe("— Aarav");
    fireEvent.mouseLeave(section);
    act(() => vi.advanceTimersByTime(TIMINGS.feedbackRotationMs));
    expect(shownName()).toBe("— Isha");
  });
});

describe("DeferredFeedbackRotator", () => {
  function renderDeferred(value: Promise<FeedbackItem[] | null>) {
    current = value;
    const Stub = createRoutesStub([{ path: "/", Component: Harness }]);
    return render(<Stub />);
  }

  it("shows 'Loading feedback...' until the list arrives, then the testimonial", async () => {
    let resolve!: (value: FeedbackItem[]) => void;
    renderDeferred(new Promise((r) => (resolve = r)));
    await act(async () => {});
    expect(screen.getByText("Loading feedback...")).toBeInTheDocument();
    await act(async () => resolve(items));
    expect(screen.getByText("Great mentors")).toBeInTheDocument();
  });

  it("stays 'Loading feedback...' when the list failed", async () => {
    const failed = Promise.reject(new Error("db down"));
    failed.catch(() => {});
    renderDeferred(failed);
    await act(async () => {});
    expect(screen.getByText("Loading feedback...")).toBeInTheDocument();
    const nullList = renderDeferred(Promise.resolve(null));
    await act(async () => {});
    expect(nullList.container).toHaveTextContent("Loading feedback...");
  });
});
