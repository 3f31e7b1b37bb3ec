import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { renderWithAction } from "../../../tests/support/form-action-stub";
import { ContactPage } from "./contact-page";

/**
 * The page's action, as the forms reach it (app/routes/contact.tsx answers the same shapes): each post's
 * fields are recorded and `answer` says what comes back.
 */
const posts: Record<string, string>[] = [];
let answer: (fields: Record<string, string>) => unknown | Promise<unknown>;
const sent = (fields: Record<string, string>) => ({
  kind: fields.kind,
  sent: true,
  proof: {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    choice: fields.training ?? fields.service,
    sentAt: "2026-12-01T14:35:00.000Z",
  },
});
const refused = (refusal: string) => (fields: Record<string, string>) => ({
  result: { initialValue: fields, error: {} },
  refused: refusal,
});

let tab: "career" | "services" | undefined;
function ContactScreen() {
  return <ContactPage defaultTab={tab} />;
}

const renderPage = (defaultTab?: "career" | "services") => {
  tab = defaultTab;
  return renderWithAction({
    path: "/contact",
    Component: ContactScreen,
    posts,
    answer: (fields) => answer(fields),
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  posts.length = 0;
  answer = sent;
});
afterEach(() => {
  vi.useRealTimers();
});

const panel = (name: string) => screen.getByRole("tabpanel", { name });
const careerPanel = () => panel(MESSAGES.careerTabLabel);
const servicesPanel = () => panel(MESSAGES.servicesTabLabel);

/** What `fillCareer` types into the Career Development form unless told otherwise. */
const CAREER = {
  name: "Asha Verma",
  college: "IIT Delhi",
  email: "asha@example.in",
  phone: "9876543210",
  location: "Noida",
  training: "Courses",
};

function fillCareer(overrides: Partial<Record<string, string>> = {}) {
  const p = within(careerPanel());
  const v = { ...CAREER, ...overrides };
  fireEvent.change(p.getByLabelText(/^Name/), { target: { value: v.name } });
  fireEvent.change(p.getByLabelText(/^College or Job Title/), { target: { value: v.college } });
  fireEvent.change(p.getByLabelText(/^Email/), { target: { value: v.email } });
  fireEvent.change(p.getByLabelText(/^Phone Number/), { target: { value: v.phone } });
  fireEvent.change(p.getByLabelText(/^Location/), { target: { value: v.location } });
  fireEvent.change(p.getByLabelText(/^Training/), { target: { value: v.training } });
}

function fillServices(phone = "9123456780") {
  const p = within(servicesPanel());
  fireEvent.change(p.getByLabelText(/^Name/), { target: { value: "Rahul" } });
  fireEvent.change(p.getByLabelText(/^Organization/), { target: { value: "Mehta Exports" } });
  fireEvent.change(p.getByLabelText(/^Email/), { target: { value: "rahul@mehta.in" } });
  fireEvent.change(p.getByLabelText(/^Contact Number/), { target: { value: phone } });
  fireEvent.change(p.getByLabelText(/^Location/), { target: { value: "Delhi" } });
  fireEvent.change(p.getByLabelText(/^Service/), { target: { value: "Cloud Solutions" } });
}

async function submit(container: HTMLElement) {
  await act(async () => {
    fireEvent.submit(within(container).getByRole("button", { name: "Submit" }).closest("form")!);
  });
  // The fetcher's round trip to the action (promises only: no timer of the page's moves).
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const toast = () => screen.getByRole("status");

describe("ContactPage tabs", () => {
  it("shows Career Development by default and switches to IT Services with a click or the arrow keys", () => {
    renderPage();
    const career = screen.getByRole("tab", { name: MESSAGES.careerTabLabel });
    const services = screen.getByRole("tab", { name: MESSAGES.servicesTabLabel });
    expect(career).toHaveAttribute("aria-selected", "true");
    expect(services).toHaveAttribute("aria-selected", "false");
    expect(careerPanel()).toBeVisible();
    expect(screen.queryByRole("tabpanel", { name: MESSAGES.servicesTabLabel })).toBeNull();

    fireEvent.mouseDown(services);
    expect(services).toHaveAttribute("aria-selected", "true");
    expect(servicesPanel()).toBeInTheDocument();
    expect(within(servicesPanel()).getByLabelText(/^Organization/)).toBeInTheDocument();

    fireEvent.mouseDown(career);
    expect(career).toHaveAttribute("aria-selected", "true");
    act(() => career.focus());
    fireEvent.keyDown(career, { key: "ArrowRight" });
    act(() => vi.runOnlyPendingTimers());
    expect(services).toHaveFocus();
    expect(services).toHaveAttribute("aria-selected", "true");
  });

  it("keeps what was typed in one tab when switching to the other and back", () => {
    renderPage();
    fireEvent.change(within(careerPanel()).getByLabelText(/^Name/), { target: { value: "Asha" } });
    fireEvent.mouseDown(screen.getByRole("tab", { name: MESSAGES.servicesTabLabel }));
    expect(screen.queryByRole("tabpanel", { name: MESSAGES.careerTabLabel })).toBeNull();
    fireEvent.mouseDown(screen.getByRole("tab", { name: MESSAGES.careerTabLabel }));
    expect(within(careerPanel()).getByLabelText(/^Name/)).toHaveValue("Asha");
  });

  it("shows the company's contact details", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "+91 98111 45670" })).toHaveAttribute(
      "href",
      "tel:+919811145670",
    );
    expect(screen.getByRole("link", { name: "hello@nexoratech.in" })).toHaveAttribute(
      "href",
      "mailto:hello@nexoratech.in",
    );
  });
});

describe("Career form", () => {
  it("marks fields required, offers an empty default training and shows an unenforced terms checkbox", () => {
    renderPage();
    const p = within(careerPanel());
    for (const label of [
      /^Name/,
      /^College or Job Title/,
      /^Email/,
      /^Phone Number/,
      /^Location/,
      /^Training/,
    ])
      expect(p.getByLabelText(label)).toBeRequired();
    const training = p.getByLabelText(/^Training/) as HTMLSelectElement;
    expect(training.value).toBe("");
    expect([...training.options].map((o) => o.value)).toEqual(["", "Internship", "Courses", "Workshop"]);
    expect(p.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    expect(p.getByRole("checkbox", { name: /I agree/ })).not.toBeRequired();
    expect(careerPanel().querySelector('input[name="website_url"]')).toHaveAttribute("tabindex", "-1");
  });

  it("keeps the 10-digit number of what is pasted, reading +91, spaces and dashes away", () => {
    renderPage();
    const phone = within(careerPanel()).getByLabelText(/^Phone Number/);
    fireEvent.change(phone, { target: { value: "+91 98-765 43210" } });
    expect(phone).toHaveValue("9876543210");
    fireEvent.change(phone, { target: { value: "98a76 54321 0" } });
    expect(phone).toHaveValue("9876543210");
  });

  it("refuses a phone that is not 10 digits with the career message and sends nothing", async () => {
    renderPage();
    fillCareer({ phone: "98765" });
    await submit(careerPanel());
    expect(posts).toHaveLength(0);
    expect(toast()).toHaveTextContent(MESSAGES.phoneCareer);
    expect(within(careerPanel()).getByLabelText(/^Name/)).toHaveValue("Asha Verma");
  });

  it("posts the career enquiry to the page's action, clears the fields and shows the thanks toast for 3 s", async () => {
    renderPage();
    fillCareer();
    await submit(careerPanel());

    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({ kind: "career", ...CAREER, website_url: "" });
    expect(toast()).toHaveTextContent(MESSAGES.enquiryThanks);
    // The proof stays in the form's place, with what was sent and when (India time), and takes focus.
    const proof = within(careerPanel()).getByRole("region", { name: MESSAGES.enquiryProofHeading });
    expect(proof).toHaveTextContent("Asha Verma");
    expect(proof).toHaveTextContent("asha@example.in");
    expect(proof).toHaveTextContent("9876543210");
    expect(proof).toHaveTextContent("Courses");
    expect(proof).toHaveTextContent("01 Dec 2026, 20:05 IST");
    expect(document.activeElement).toBe(within(proof).getByRole("heading"));
    expect(within(careerPanel()).queryByLabelText(/^Name/)).toBeNull();

    act(() => vi.advanceTimersByTime(TIMINGS.contactToastMs - 100));
    expect(toast()).toHaveTextContent(MESSAGES.enquiryThanks);
    act(() => vi.advanceTimersByTime(100));
    expect(toast()).toHaveTextContent("");
    // The toast has gone; the proof has not.
    expect(within(careerPanel()).getByRole("region", { name: MESSAGES.enquiryProofHeading })).toBeVisible();

    // Another enquiry starts from an empty form.
    fireEvent.click(within(careerPanel()).getByRole("link", { name: MESSAGES.enquiryProofAnother }));
    expect(within(careerPanel()).getByLabelText(/^Name/)).toHaveValue("");
    expect(within(careerPanel()).getByLabelText(/^Training/)).toHaveValue("");
  });

  it("shows the duplicate toast when the action refuses a repeat, and keeps the fields", async () => {
    answer = refused("duplicate");
    renderPage();
    fillCareer();
    await submit(careerPanel());
    expect(toast()).toHaveTextContent(MESSAGES.duplicateEnquiry);
    expect(within(careerPanel()).getByLabelText(/^Email/)).toHaveValue("asha@example.in");
  });

  it.each([
    ["input the schema refuses", refused("invalid")],
    ["a failure of the server's", refused("failed")],
  ])("shows the career failure toast on %s and keeps the fields", async (_label, reply) => {
    answer = reply;
    renderPage();
    fillCareer();
    await submit(careerPanel());
    expect(toast()).toHaveTextContent(MESSAGES.careerFailed);
    expect(within(careerPanel()).getByLabelText(/^Phone Number/)).toHaveValue("9876543210");
    act(() => vi.advanceTimersByTime(TIMINGS.contactToastMs));
    expect(toast()).toHaveTextContent("");
  });

  it("restarts the 3 s toast timer when a new toast replaces the old one", async () => {
    renderPage();
    fillCareer({ phone: "1" });
    await submit(careerPanel());
    act(() => vi.advanceTimersByTime(2000));
    await submit(careerPanel());
    act(() => vi.advanceTimersByTime(2000));
    expect(toast()).toHaveTextContent(MESSAGES.phoneCareer);
    act(() => vi.advanceTimersByTime(1000));
    expect(toast()).toHaveTextContent("");
  });

  it("disables the button while sending", async () => {
    let resolve!: () => void;
    // Refused, so the form (not the proof) is there again afterwards.
    answer = (fields) => new Promise((r) => (resolve = () => r(refused("failed")(fields))));
    renderPage();
    fillCareer();
    await submit(careerPanel());
    expect(within(careerPanel()).getByRole("button", { name: MESSAGES.submitting })).toBeDisabled();
    await act(async () => resolve());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(careerPanel()).getByRole("button", { name: "Submit" })).toBeEnabled();
  });
});

describe("Services form", () => {
  it("refuses a short contact number with the services message and sends nothing", async () => {
    renderPage("services");
    fillServices("12345");
    await submit(servicesPanel());
    expect(posts).toHaveLength(0);
    expect(toast()).toHaveTextContent(MESSAGES.phoneServices);
  });

  it("posts the services enquiry with organization and service", async () => {
    renderPage("services");
    const select = within(servicesPanel()).getByLabelText(/^Service/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      "",
      "Web Development",
      "App Development",
      "Cloud Solutions",
      "Cyber Security",
    ]);
    fillServices();
    await submit(servicesPanel());
    expect(posts[0]).toMatchObject({
      kind: "services",
      organization: "Mehta Exports",
      service: "Cloud Solutions",
    });
    expect(toast()).toHaveTextContent(MESSAGES.enquiryThanks);
    expect(
      within(servicesPanel()).getByRole("region", { name: MESSAGES.enquiryProofHeading }),
    ).toHaveTextContent("Cloud Solutions");
    fireEvent.click(within(servicesPanel()).getByRole("link", { name: MESSAGES.enquiryProofAnother }));
    expect(within(servicesPanel()).getByLabelText(/^Organization/)).toHaveValue("");
  });

  it("shows the duplicate and services failure toasts", async () => {
    answer = refused("duplicate");
    renderPage("services");
    fillServices();
    await submit(servicesPanel());
    expect(toast()).toHaveTextContent(MESSAGES.duplicateEnquiry);
    answer = refused("failed");
    await submit(servicesPanel());
    expect(toast()).toHaveTextContent(MESSAGES.servicesFailed);
  });
});
