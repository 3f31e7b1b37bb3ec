import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESUME_MAX_BYTES, TIMINGS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { type ApplicationReply, JobApplicationForm } from "./job-application-form";
import { JobHeader } from "./job-header";

/** The page's action (the form's one door): what it was sent, and what it answers. */
const actionMock = vi.fn<(form: FormData) => Promise<ApplicationReply>>();
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  actionMock.mockReset();
  vi.useRealTimers();
});

const job = { jobId: "4", title: "Junior React Developer", company: "Nexora Technologies" };
const Form = () => <JobApplicationForm job={job} />;
const Stub = createRoutesStub([
  {
    path: "/opening-forms",
    Component: Form,
    action: async ({ request }) => actionMock(await request.formData()),
  },
]);
const renderForm = () => render(<Stub initialEntries={["/opening-forms"]} />);
const refused = (message?: string): ApplicationReply => ({
  submitted: false,
  result: { status: "error", error: {} },
  message,
});
const field = (label: RegExp) => screen.getByLabelText(label);
const experience = (name: "Yes" | "No") =>
  within(screen.getByRole("group", { name: /work experience/ })).getByRole("radio", { name });
const notice = (name: "Yes" | "No") =>
  within(screen.getByRole("group", { name: /notice period/ })).getByRole("radio", { name });
const change = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function attachResume(name = "cv.pdf", content: BlobPart = "%PDF-1.4 resume") {
  const file = new File([content], name, { type: "application/pdf" });
  const transfer = new DataTransfer();
  transfer.items.add(file);
  const input = field(/^Upload Resume/) as HTMLInputElement;
  input.files = transfer.files;
  fireEvent.change(input);
  return file;
}

function fillRequired() {
  change(/^Full Name/, "Kiran Rao");
  change(/^Email/, "kiran@example.in");
  change(/^Phone Number/, "9876543210");
  change(/^Highest Qualification/, "Graduation");
  change(/^Skills/, "React, TypeScript");
  fireEvent.click(experience("No"));
  attachResume();
}

async function submit() {
  await act(async () => {
    // A click, as a visitor submits: the submit event carries its button (Conform reads the form with it).
    fireEvent.click(screen.getByRole("button", { name: /Submit Application|Submitting/ }));
    // The form loads its check on first focus, or on the submit that comes first.
    await vi.dynamicImportSettled();
  });
}

const status = () => screen.getByRole("status");
const sentForm = () => actionMock.mock.calls[0][0];

describe("JobApplicationForm fields", () => {
  it("has the title, every field labelled and the required ones marked", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: MESSAGES.jobApplicationTitle })).toBeInTheDocument();
    for (const label of [
      /^Full Name/,
      /^Email/,
      /^Phone Number/,
      /^Highest Qualification/,
      /^Skills/,
      /^Upload Resume/,
    ])
      expect(field(label)).toBeRequired();
    for (const label of [/^Alternate Phone/, /^Current Address/, /^Permanent Address/, /^Preferred Mode/])
      expect(field(label)).not.toBeRequired();
    expect(field(/^Email/)).toHaveAttribute("type", "email");
    expect(field(/^Upload Resume/)).toHaveAttribute("accept", ".pdf,.doc,.docx");
    expect(field(/^Preferred Mode/)).toHaveAttribute("placeholder", "WFH / Onsite / Hybrid");
    expect(screen.getByRole("button", { name: MESSAGES.submitApplication })).toBeEnabled();
    const qualification = field(/^Highest Qualification/) as HTMLSelectElement;
    expect([...qualification.options].map((o) => o.value)).toEqual([
      "",
      "12th",
      "Graduation",
      "Post Graduation",
      "Other",
    ]);
  });

  it("keeps the 10-digit number in the phone fields, reading +91, spaces and dashes away", () => {
    renderForm();
    change(/^Phone Number/, "+91-98765 43210");
    expect(field(/^Phone Number/)).toHaveValue("9876543210");
    change(/^Alternate Phone/, "abc12");
    expect(field(/^Alternate Phone/)).toHaveValue("12");
  });

  it("reveals a text field for qualification 'Other' only", () => {
    renderForm();
    expect(screen.queryByLabelText(/specify your qualification/)).toBeNull();
    change(/^Highest Qualification/, "Other");
    expect(field(/specify your qualification/)).toBeRequired();
    change(/^Highest Qualification/, "Graduation");
    expect(screen.queryByLabelText(/specify your qualification/)).toBeNull();
  });

  it("shows the working status for experience 'Yes' (1+ years) and hides it for 'No' (Fresher)", () => {
    renderForm();
    const yes = experience("Yes");
    const no = experience("No");
    expect(yes).toHaveAttribute("value", "1+ years");
    expect(no).toHaveAttribute("value", "Fresher");
    expect(screen.queryByLabelText(/^Current Working Status/)).toBeNull();
    fireEvent.click(yes);
    const select = field(/^Current Working Status/) as HTMLSelectElement;
    expect(select).toBeRequired();
    expect([...select.options].map((o) => o.value)).toEqual(["", "Student", "Employed", "Freelancer"]);
    fireEvent.click(no);
    expect(screen.queryByLabelText(/^Current Working Status/)).toBeNull();
  });

  it("marks the notice period as required without enforcing it", () => {
    renderForm();
    const group = screen.getByRole("group", { name: /notice period/ });
    expect(group.querySelector("legend")).toHaveTextContent("*");
    expect(notice("Yes")).not.toBeRequired();
    expect(experience("Yes")).toBeRequired();
  });

  it("shows the notice-period days for 'Yes' and clears them when switching away", () => {
    renderForm();
    const noticeYes = notice("Yes");
    const noticeNo = notice("No");
    expect(screen.queryByLabelText(/^Notice Period \(days\)/)).toBeNull();
    fireEvent.click(noticeYes);
    change(/^Notice Period \(days\)/, "30 days");
    expect(field(/^Notice Period \(days\)/)).toHaveValue("30");
    fireEvent.click(noticeNo);
    expect(screen.queryByLabelText(/^Notice Period \(days\)/)).toBeNull();
    fireEvent.click(noticeYes);
    expect(field(/^Notice Period \(days\)/)).toHaveValue("");
  });
});

describe("JobApplicationForm check while typing", () => {
  it("never lets the browser post the form, even before its check has loaded", async () => {
    // Conform checks a field by requesting a submit with an intent button: each must be stopped.
    const posted: boolean[] = [];
    const record = (event: Event) => posted.push(!event.defaultPrevented);
    document.addEventListener("submit", record);
    renderForm();
    const name = field(/^Full Name/);
    fireEvent.focusIn(name);
    change(/^Full Name/, "Kiran Rao");
    fireEvent.focusOut(name);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    change(/^Email/, "kiran@");
    fireEvent.focusOut(field(/^Email/));
    document.removeEventListener("submit", record);
    expect(posted.length).toBeGreaterThanOrEqual(2);
    expect(posted).not.toContain(true);
    // Once loaded, the check shows the field's message on that field.
    expect(field(/^Email/)).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(actionMock).not.toHaveBeenCalled();
  });
});

describe("JobApplicationForm submit", () => {
  it("sends multipart data with the job to the page's action, leaving out empty values, then resets and hides the message after 4 s", async () => {
    actionMock.mockResolvedValue({ submitted: true });
    renderForm();
    fillRequired();
    await submit();

    expect(actionMock).toHaveBeenCalledTimes(1);
    const sent = sentForm();
    expect(sent.get("fullName")).toBe("Kiran Rao");
    expect(sent.get("experience")).toBe("Fresher");
    expect(sent.get("jobId")).toBe("4");
    expect(sent.get("title")).toBe("Junior React Developer");
    expect(sent.get("company")).toBe("Nexora Technologies");
    expect((sent.get("resume") as File).name).toBe("cv.pdf");
    for (const empty of ["altPhone", "address", "permanentAddress", "mode", "website_url", "status"])
      expect(sent.has(empty)).toBe(false);

    expect(status()).toHaveTextContent(MESSAGES.applicationSuccess);
    expect(field(/^Full Name/)).toHaveValue("");
    expect(field(/^Phone Number/)).toHaveValue("");
    expect(field(/^Highest Qualification/)).toHaveValue("");
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();

    act(() => vi.advanceTimersByTime(TIMINGS.jobApplicationMessageMs - 1));
    expect(status()).toHaveTextContent(MESSAGES.applicationSuccess);
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toHaveTextContent("");
  });

  it("disables the button with 'Submitting...' while sending", async () => {
    let resolve!: (reply: ApplicationReply) => void;
    actionMock.mockReturnValue(new Promise<ApplicationReply>((r) => (resolve = r)));
    renderForm();
    fillRequired();
    await submit();
    expect(screen.getByRole("button", { name: MESSAGES.submitting })).toBeDisabled();
    await act(async () => resolve({ submitted: true }));
    expect(screen.getByRole("button", { name: MESSAGES.submitApplication })).toBeEnabled();
  });

  it("shows '❌ {server message}' on a refusal and keeps the fields", async () => {
    actionMock.mockResolvedValue(refused(MESSAGES.resumeContentMismatch));
    renderForm();
    fillRequired();
    await submit();
    expect(status()).toHaveTextContent(`❌ ${MESSAGES.resumeContentMismatch}`);
    expect(field(/^Full Name/)).toHaveValue("Kiran Rao");
    act(() => vi.advanceTimersByTime(TIMINGS.jobApplicationMessageMs * 2));
    expect(status()).toHaveTextContent(`❌ ${MESSAGES.resumeContentMismatch}`);
  });

  it("shows '❌ Failed to submit application.' on a refusal without its own text (the route's clientAction's answer)", async () => {
    actionMock.mockResolvedValue(refused());
    renderForm();
    fillRequired();
    await submit();
    expect(status()).toHaveTextContent("❌ Failed to submit application.");
  });

  it("checks fields with the shared schema before sending", async () => {
    renderForm();
    fillRequired();
    change(/^Phone Number/, "98765");
    await submit();
    expect(actionMock).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent(`❌ ${MESSAGES.applicationPhoneInvalid}`);
  });

  it("refuses a resume with the wrong extension or over 5 MB before sending", async () => {
    renderForm();
    fillRequired();
    attachResume("cv.pdf.exe");
    await submit();
    expect(status()).toHaveTextContent(`❌ ${MESSAGES.resumeBadExtension}`);
    attachResume("cv.pdf", new Uint8Array(RESUME_MAX_BYTES + 1));
    await submit();
    expect(status()).toHaveTextContent(`❌ ${MESSAGES.resumeTooLarge}`);
    expect(actionMock).not.toHaveBeenCalled();
  });
});

describe("JobHeader", () => {
  it("shows company, working hours and the en-IN deadline", () => {
    render(<JobHeader title="Dev" company="Nexora Technologies" hours="40" deadline="2027-01-31" />);
    expect(screen.getByText("Nexora Technologies")).toBeInTheDocument();
    expect(screen.getByText("40 hrs/week")).toBeInTheDocument();
    expect(screen.getByText("31/1/2027")).toBeInTheDocument();
    expect(screen.queryByText("Position")).toBeNull();
  });

  it("shows N/A for what the address did not carry", () => {
    render(<JobHeader showTitle />);
    expect(screen.getAllByText(MESSAGES.notAvailable)).toHaveLength(4);
  });
});
