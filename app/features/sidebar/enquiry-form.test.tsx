import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { renderWithAction } from "../../../tests/support/form-action-stub";
import { EnquiryForm, type EnquiryVariant, statusLifetimeMs } from "./enquiry-form";

/**
 * The page's action, as the form reaches it (features/sidebar/enquiry-action.server.ts answers these shapes):
 * each post's fields are recorded and `answer` says what comes back.
 */
const posts: Record<string, string>[] = [];
let answer: (fields: Record<string, string>) => unknown | Promise<unknown>;
const sent = (fields: Record<string, string>) => ({
  enquiry: fields.enquiry,
  sent: true,
  message: "Query received.",
});
const refused =
  (error: Record<string, string[]>, refusal = "invalid") =>
  (fields: Record<string, string>) => ({
    result: { initialValue: fields, error },
    refused: refusal,
  });

let shown: ReactNode;
function Screen() {
  return <>{shown}</>;
}

function renderPage(node: ReactNode) {
  shown = node;
  return renderWithAction({
    path: "/blog/:slug",
    entry: "/blog/a-post",
    Component: Screen,
    posts,
    answer: (fields) => answer(fields),
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
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
  // The fetcher's round trip to the action (promises only: no timer of the form's moves).
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  posts.length = 0;
  answer = sent;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("EnquiryForm", () => {
  it("renders its title, three required labelled fields and a hidden honeypot", () => {
    renderPage(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    expect(screen.getByRole("heading", { name: "Enquire Now" })).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Message/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    const honeypot = document.querySelector('input[name="website_url"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
  });

  it("posts to the page's action, shows 'Submitting...' with the button disabled", async () => {
    const pending = deferred<void>();
    answer = async (fields) => {
      await pending.promise;
      return sent(fields);
    };
    renderPage(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    const button = screen.getByRole("button", { name: MESSAGES.submitting });
    expect(button).toBeDisabled();
    expect(posts).toEqual([
      {
        enquiry: "t",
        name: "Asha Rao",
        email: "asha@example.com",
        message: "Tell me about the courses.",
        website_url: "",
      },
    ]);
    await act(async () => pending.resolve());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("on success shows the server message and the success text, clears the form, and the status after 5 s", async () => {
    renderPage(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Query received.");
    expect(status).toHaveTextContent(MESSAGES.messageSent);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    act(() => vi.advanceTimersByTime(TIMINGS.enquiryStatusMs - 100));
    expect(status).toHaveTextContent(MESSAGES.messageSent);
    act(() => vi.advanceTimersByTime(100));
    expect(status).toBeEmptyDOMElement();
  });

  it("on a refusal shows the server's message, keeps the fields, and clears the status after 5 s", async () => {
    answer = refused({ email: ["Please enter a valid email."] });
    renderPage(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.getByRole("status")).toHaveTextContent("Please enter a valid email.");
    expect(screen.getByRole("status")).not.toHaveTextContent(MESSAGES.messageSent);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Asha Rao");
    act(() => vi.advanceTimersByTime(TIMINGS.enquiryStatusMs));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows 'Submission failed.' for a failure of the server's", async () => {
    answer = refused({}, "failed");
    renderPage(<EnquiryForm title="Enquire Now" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.submissionFailed);
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Tell me about the courses.");
  });

  it("in the hero variant shows a toast too, and clears both after 4 s", async () => {
    renderPage(<EnquiryForm title="Enquire Now" variant="hero" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.getByTestId("enquiry-toast")).toHaveTextContent(MESSAGES.messageSent);
    act(() => vi.advanceTimersByTime(TIMINGS.heroEnquiryStatusMs - 100));
    expect(screen.getByTestId("enquiry-toast")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId("enquiry-toast")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("in the blog variant clears the notice after 4 s and shows no toast", async () => {
    renderPage(<EnquiryForm title="Enquire Now" variant="blog" idPrefix="t" />);
    fill();
    await submit();
    expect(screen.queryByTestId("enquiry-toast")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TIMINGS.sidebarNoticeMs - 100));
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.messageSent);
    act(() => vi.advanceTimersByTime(100));
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
    renderPage(
      <>
        <EnquiryForm title="A" />
        <EnquiryForm title="B" />
      </>,
    );
    const ids = screen.getAllByLabelText(/^Name/).map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
  });
});
