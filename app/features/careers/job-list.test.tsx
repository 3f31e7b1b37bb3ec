import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Job } from "../../../domain/careers/job";
import { TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { JobList, jobShareUrl } from "./job-list";

const react: Job = {
  id: 4,
  title: "Junior React Developer",
  company: "Nexora Technologies",
  mode: "Hybrid",
  hours: "40",
  category: "Engineering",
  education: "B.Tech / BCA",
  hiring_steps: "Aptitude test, Technical interview , HR round",
  job_type: "Full-time",
  start_date: "2026-02-01",
  deadline: "2027-01-31",
  description: "Build user interfaces.",
};
const designer: Job = {
  ...react,
  id: 9,
  title: "UI Designer",
  company: "Pixel & Co",
  mode: "Onsite",
  hours: "30",
  category: "",
  hiring_steps: "",
  start_date: null,
  deadline: null,
  description: "",
};

const renderList = (jobs: Job[]) =>
  render(
    <MemoryRouter>
      <JobList jobs={jobs} />
    </MemoryRouter>,
  );
const card = (title: string) => screen.getByRole("article", { name: title });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.location.hash = "";
});

describe("JobList", () => {
  it("shows 'No Openings – Oops!' when there is no job", () => {
    renderList([]);
    expect(screen.getByText(MESSAGES.noOpenings)).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows title, company, mode and hours per week on each card", () => {
    renderList([react, designer]);
    const first = within(card("Junior React Developer"));
    expect(first.getByRole("heading", { name: "Junior React Developer" })).toBeInTheDocument();
    expect(first.getByText("Nexora Technologies")).toBeInTheDocument();
    expect(first.getByText("Hybrid")).toBeInTheDocument();
    expect(first.getByText("40 hrs/week")).toBeInTheDocument();
    expect(within(card("UI Designer")).getByText("30 hrs/week")).toBeInTheDocument();
  });

  it("links Apply to /opening-forms with jobId, title, company, hours and deadline", () => {
    renderList([react]);
    const link = within(card("Junior React Developer")).getByRole("link", { name: /Apply/ });
    const href = link.getAttribute("href")!;
    expect(href.startsWith("/opening-forms?")).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href.split("?")[1]))).toEqual({
      jobId: "4",
      title: "Junior React Developer",
      company: "Nexora Technologies",
      hours: "40",
      deadline: "2027-01-31",
    });
  });

  it("expands one job at a time with View More / View Less", () => {
    renderList([react, designer]);
    const first = within(card("Junior React Developer"));
    const second = within(card("UI Designer"));
    expect(first.queryByText("Hiring Steps")).toBeNull();

    fireEvent.click(first.getByRole("button", { name: /View More/ }));
    expect(first.getByRole("button", { name: /View Less/ })).toHaveAttribute("aria-expanded", "true");
    expect(first.getByText("Engineering")).toBeInTheDocument();
    expect(first.getByText("B.Tech / BCA")).toBeInTheDocument();
    expect(first.getByText("Full-time")).toBeInTheDocument();
    expect(first.getByText("01 Feb 2026")).toBeInTheDocument();
    expect(first.getByText("31 Jan 2027")).toBeInTheDocument();
    expect(first.getByText("Build user interfaces.")).toBeInTheDocument();
    const steps = within(first.getByRole("list", { name: "Hiring steps" }));
    expect(steps.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Aptitude test",
      "Technical interview",
      "HR round",
    ]);

    fireEvent.click(second.getByRole("button", { name: /View More/ }));
    expect(first.queryByText("Hiring Steps")).toBeNull();
    expect(first.getByRole("button", { name: /View More/ })).toHaveAttribute("aria-expanded", "false");
    // Missing dates and fields read 'N/A'.
    expect(second.getAllByText(MESSAGES.notAvailable).length).toBeGreaterThanOrEqual(5);

    fireEvent.click(second.getByRole("button", { name: /View Less/ }));
    expect(second.queryByText("Hiring Steps")).toBeNull();
  });

  it("opens the job named in the address (#job-{id}) on load and when the fragment changes", () => {
    window.location.hash = "#job-9";
    renderList([react, designer]);
    expect(within(card("UI Designer")).getByText("Hiring Steps")).toBeInTheDocument();
    act(() => {
      window.location.hash = "#job-4";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(within(card("Junior React Developer")).getByText("Hiring Steps")).toBeInTheDocument();
    expect(within(card("UI Designer")).queryByText("Hiring Steps")).toBeNull();
  });

  it("builds the share address from the page address and the job's anchor", () => {
    expect(jobShareUrl(4, { origin: "https://nexoratech.in", pathname: "/open-positions" })).toBe(
      "https://nexoratech.in/open-positions#job-4",
    );
  });
});

describe("Share", () => {
  it("uses the native share sheet when available", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    vi.stubGlobal("navigator", { ...navigator, share, clipboard: { writeText } });
    renderList([react]);
    await act(async () => {
      fireEvent.click(within(card("Junior React Developer")).getByRole("button", { name: /Share/ }));
    });
    expect(share).toHaveBeenCalledWith({
      title: "Junior React Developer",
      text: "Junior React Developer at Nexora Technologies",
      url: `${window.location.origin}${window.location.pathname}#job-4`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.copied)).toBeNull();
  });

  it("otherwise copies the job's address and shows 'Copied!' for 2 s", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    renderList([react, designer]);
    const button = within(card("UI Designer")).getByRole("button", { name: /Share/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}#job-9`);
    expect(button).toHaveTextContent(MESSAGES.copied);
    // Only the shared job's button says so.
    expect(within(card("Junior React Developer")).getByRole("button", { name: /Share/ })).toHaveTextContent(
      MESSAGES.jobsShare,
    );
    act(() => vi.advanceTimersByTime(TIMINGS.copiedMs - 1));
    expect(button).toHaveTextContent(MESSAGES.copied);
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(MESSAGES.jobsShare);
  });

  it("shows nothing when copying fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("navigator", {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
    });
    renderList([react]);
    const button = within(card("Junior React Developer")).getByRole("button", { name: /Share/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent(MESSAGES.jobsShare);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
