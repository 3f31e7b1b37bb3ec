import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { EnquiryForm, type EnquiryVariant, statusLifetimeMs } from "./enquiry-form";

function jsonResponse(status: number, body: unknown) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fill(name = "Asha Rao", email = "asha@example.com", message = "Tell me about the courses.") {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: message } });
}

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole("button", { name: /Submit/ }).closest("form")!);
  });
}

const fetchMock = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("EnquiryForm", () => {
  it("renders its title, three required labelled fields and a hidden honeypot", () => {
    render(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    expect(screen.getByRole("heading", { name: "Enquire Now" })).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Message/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    const honeypot = document.querySelector('input[name="website_url"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
  });

  it("posts JSON to /api/contact-queries, shows 'Submitting...' with the button disabled", async () => {
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    render(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    const button = screen.getByRole("button", { name: MESSAGES.submitting });
    expect(button).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/contact-queries");
    expect(init.method).toBe("POST");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      message: "Tell me about the courses.",
      website_url: "",
    });
    await act(async () => pending.resolve(jsonResponse(201, { message: "Query received." })));
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("on success shows the server message and the success text, clears the form, and the status after 5 s", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: "Query received." }));
    render(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Query received.");
    expect(status).toHaveTextContent(MESSAGES.messageSent);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    act(() => vi.advanceTimersByTime(TIMINGS.enquiryStatusMs - 1));
    expect(status).toHaveTextContent(MESSAGES.messageSent);
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it("on failure shows the server's message, keeps the fields, and clears the status after 5 s", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: "Please enter a valid email." }));
    render(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.getByRole("status")).toHaveTextContent("Please enter a valid email.");
    expect(screen.getByRole("status")).not.toHaveTextContent(MESSAGES.messageSent);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Asha Rao");
    act(() => vi.advanceTimersByTime(TIMINGS.enquiryStatusMs));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("reads `error` when the failure has no `message`", async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { error: "Too many requests." }));
    render(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.getByRole("status")).toHaveTextContent("Too many requests.");
  });

  it("shows 'Submission failed.' for a failure without text and for a network error", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, "not json"));
    render(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.submissionFailed);
    act(() => vi.advanceTimersByTime(TIMINGS.enquiryStatusMs));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await submit();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.submissionFailed);
  });

  it("in the hero variant shows a toast too, and clears both after 4 s", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: "Query received." }));
    render(<EnquiryForm title="Enquire Now" variant="hero" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.getByTestId("enquiry-toast")).toHaveTextContent(MESSAGES.messageSent);
    act(() => vi.advanceTimersByTime(TIMINGS.heroEnquiryStatusMs - 1));
    expect(screen.getByTestId("enquiry-toast")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("enquiry-toast")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("in the blog variant clears the notice after 4 s and shows no toast", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: "Query received." }));
    render(<EnquiryForm title="Enquire Now" variant="blog" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.queryByTestId("enquiry-toast")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TIMINGS.sidebarNoticeMs - 1));
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.messageSent);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it.each<[EnquiryVariant, number]>([
    ["default", 5000],
    ["hero", 4000],
    ["blog", 4000],
  ])("keeps the %s status for %i ms", (variant, ms) => {
    expect(statusLifetimeMs(variant)).toBe(ms);
  });

  it("gives two forms on one page distinct field ids", () => {
    render(
      <>
        <EnquiryForm title="A" />
        <EnquiryForm title="B" />
      </>,
    );
    const ids = screen.getAllByLabelText(/^Name/).map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
  });
});
