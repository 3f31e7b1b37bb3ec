import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { data } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OPTIONS } from "../../../domain/constants";
import { REGISTRATION_ERRORS } from "../../../domain/programs/registration.schema";
import { renderWithAction } from "../../../tests/support/form-action-stub";
import type { ProgramOption } from "./program-option";
import { NO_ANSWER, type RegistrationAnswer } from "./registration-answer";
import { RegistrationForm, type RegistrationFormProps } from "./registration-form";
import { feesFor } from "./registration-state";

// Filling the whole form is many interactions: give these tests room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const COURSES: ProgramOption[] = [
  {
    title: "Full Stack Web Development",
    fees: 24999,
    duration: "6 Months",
    discount_coupon: true,
    discount_percentage: 20,
  },
  {
    title: "UI/UX Design Masterclass",
    fees: 14999,
    duration: "4 Months",
    discount_coupon: false,
    discount_percentage: 0,
  },
];
const INTERNSHIPS: ProgramOption[] = [
  {
    title: "Web Development Internship",
    fees: 4999,
    duration: "3 Months",
    discount_coupon: true,
    discount_percentage: 15,
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn>;

/**
 * The page's action, as the form reaches it (app/routes/registration-forms.tsx answers the same shapes): each
 * post's fields are recorded and `answer` says what comes back (by default the stored registration, its fees
 * those of the program and the coupon posted).
 */
let posts: Record<string, string>[];
let answer: (fields: Record<string, string>) => unknown;
const registered = (fields: Record<string, string>, downloadToken = "tok"): RegistrationAnswer => {
  const option = COURSES.find((course) => course.title === fields.specificTraining);
  const coupon = fields.discount_coupon ? { code: fields.discount_coupon, discountPercentage: 20 } : null;
  return {
    result: null,
    confirmation: {
      registrationId: "REG-ABC123",
      downloadToken,
      payToken: null,
      billing: { studentStateCode: null, sponsorGstin: null, sponsorCompany: null },
      program: fields.specificTraining ?? "",
      fees: feesFor(option, coupon),
      discountPercentage: coupon?.discountPercentage ?? 0,
    },
  };
};

let formProps: RegistrationFormProps = {};
function RegistrationScreen() {
  return <RegistrationForm {...formProps} />;
}

function renderForm(props: RegistrationFormProps = {}) {
  formProps = props;
  return renderWithAction({
    path: "/registration-forms",
    Component: RegistrationScreen,
    posts,
    answer: (fields) => answer(fields),
  });
}

beforeEach(() => {
  routes = {
    "/api/get-course-titles": () => json(COURSES),
    "/api/get-internship-titles": () => json(INTERNSHIPS),
    "/api/check-coupon": (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return body.coupon.toLowerCase() === "nexora20"
        ? json({ valid: true, discount_percentage: 20, saved: 4999.8 })
        : json({ error: "❌ Invalid or incorrect coupon code." }, 400);
    },
    "/api/generate-pdf/": () => new Response(new Blob(["%PDF-1.4"], { type: "application/pdf" })),
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = Object.keys(routes).find((path) => url.startsWith(path));
    if (!key) throw new Error(`unexpected fetch ${url}`);
    return routes[key](url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  posts = [];
  answer = (fields) => registered(fields);
  URL.createObjectURL = vi.fn(() => "blob:pdf");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const field = (label: RegExp | string) => screen.getByLabelText(label);

/** Types `code` into the coupon field and applies it, until the form says it is applied. */
async function applyCoupon(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(field("Coupon Code"), code);
  await user.click(screen.getByRole("button", { name: "Apply" }));
  await screen.findByRole("button", { name: "Applied" });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full Name/), "Asha Verma");
  await user.type(field(/Father's Name/), "Ravi Verma");
  await user.selectOptions(field(/Gender/), "Female");
  await user.type(field(/Email/), "asha@example.com");
  await user.type(field(/Phone/), "9876543210");
  await user.selectOptions(field(/Working Status/), "Student");
  await user.selectOptions(field(/^Branch/), "Information Technology");
  await user.selectOptions(field(/^Year/), "3rd Year");
  await user.selectOptions(field(/Training Type/), "Courses");
  await waitFor(() => expect(field(/^Program/)).toBeEnabled());
  await user.selectOptions(field(/^Program/), "Full Stack Web Development");
  await user.click(screen.getByRole("checkbox"));
}

const toasts = () => document.querySelectorAll("[data-sonner-toast]");

describe("RegistrationForm: fields and options", () => {
  it("shows the three sections, every option list and Indian as the default nationality", () => {
    renderForm();
    for (const name of [
      "Personal Information",
      "Academic & Professional Information",
      "Course & Training Details",
    ]) {
      expect(screen.getByRole("group", { name })).toBeInTheDocument();
    }
    expect(field(/Nationality/)).toHaveValue("Indian");
    const optionTexts = (label: RegExp) =>
      within(field(label))
        .getAllByRole("option")
        .map((o) => o.textContent)
        .filter((t) => !t?.startsWith("Select"));
    expect(optionTexts(/Nationality/)).toEqual([...OPTIONS.nationality]);
    expect(optionTexts(/Gender/)).toEqual([...OPTIONS.gender]);
    expect(optionTexts(/Working Status/)).toEqual([...OPTIONS.registrationWorkingStatus]);
    expect(optionTexts(/^Branch/)).toEqual([...OPTIONS.branch]);
    expect(optionTexts(/^Year/)).toEqual([...OPTIONS.yearOfStudy]);
    expect(optionTexts(/Training Type/)).toEqual([...OPTIONS.trainingType]);
    expect(field(/Phone/)).toHaveAttribute("type", "tel");
    // Room to paste "+91 98765 43210"; the value kept is the 10-digit number.
    fireEvent.change(field(/Phone/), { target: { value: "+91 98765 43210" } });
    expect(field(/Phone/)).toHaveValue("9876543210");
    expect(field(/Duration/)).toHaveAttribute("readonly");
    expect(field(/^Program/)).toBeDisabled();
    expect(screen.getByRole("button", { name: "Submit Registration" })).toBeEnabled();
  });

  it("reveals a free-text branch for 'Other' and hides it again", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.queryByLabelText(/Your Branch/)).not.toBeInTheDocument();
    await user.selectOptions(field(/^Branch/), "Other");
    expect(field(/Your Branch/)).toBeRequired();
    await user.selectOptions(field(/^Branch/), "Data Science");
    expect(screen.queryByLabelText(/Your Branch/)).not.toBeInTheDocument();
  });

  it("loads the programs of a training type, fills the duration and clears the program on a type change", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.selectOptions(field(/Training Type/), "Courses");
    await waitFor(() => expect(field(/^Program/)).toBeEnabled());
    expect(fetchMock).toHaveBeenCalledWith("/api/get-course-titles", expect.anything());
    expect(
      within(field(/^Program/)).getByRole("option", { name: "UI/UX Design Masterclass" }),
    ).toBeInTheDocument();
    await user.selectOptions(field(/^Program/), "Full Stack Web Development");
    expect(field(/Duration/)).toHaveValue("6 Months");
    expect(screen.getByText("Program price").nextElementSibling).toHaveTextContent("₹24,999.00");

    await user.selectOptions(field(/Training Type/), "Internship");
    expect(field(/^Program/)).toHaveValue("");
    expect(field(/Duration/)).toHaveValue("");
    await waitFor(() => expect(field(/^Program/)).toBeEnabled());
    expect(fetchMock).toHaveBeenCalledWith("/api/get-internship-titles", expect.anything());
    expect(within(field(/^Program/)).queryByRole("option", { name: "UI/UX Design Masterclass" })).toBeNull();
    expect(
      within(field(/^Program/)).getByRole("option", { name: "Web Development Internship" }),
    ).toBeInTheDocument();
  });

  it("toasts 'Could not load training options.' when the programs cannot be loaded", async () => {
    routes["/api/get-course-titles"] = () => json({ error: "down" }, 503);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.selectOptions(field(/Training Type/), "Courses");
    expect(await screen.findByText("Could not load training options.")).toBeInTheDocument();
    expect(field(/^Program/)).toBeEnabled();
    expect(within(field(/^Program/)).getAllByRole("option")).toHaveLength(1);
  });

  it("preselects the training type and program of the link that opened it", () => {
    renderForm({
      initialType: "Courses",
      initialProgram: "Full Stack Web Development",
      programs: { Courses: COURSES },
    });
    expect(field(/Training Type/)).toHaveValue("Courses");
    expect(field(/^Program/)).toHaveValue("Full Stack Web Development");
    expect(field(/Duration/)).toHaveValue("6 Months");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the options in the browser when the server could not preselect them", async () => {
    renderForm({ initialType: "Internship", initialProgram: "Web Development Internship" });
    await waitFor(() => expect(field(/^Program/)).toHaveValue("Web Development Internship"));
    expect(field(/Duration/)).toHaveValue("3 Months");
  });
});

describe("RegistrationForm: coupon and fees", () => {
  async function chooseProgram(user: ReturnType<typeof userEvent.setup>, title: string) {
    await user.selectOptions(field(/Training Type/), "Courses");
    await waitFor(() => expect(field(/^Program/)).toBeEnabled());
    await user.selectOptions(field(/^Program/), title);
  }

  it("shows the coupon field only for a program with a coupon", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.queryByLabelText("Coupon Code")).not.toBeInTheDocument();
    await chooseProgram(user, "UI/UX Design Masterclass");
    expect(screen.queryByLabelText("Coupon Code")).not.toBeInTheDocument();
    await user.selectOptions(field(/^Program/), "Full Stack Web Development");
    expect(field("Coupon Code")).toBeInTheDocument();
  });

  it("asks for a code, rejects a wrong one and applies a right one", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await chooseProgram(user, "Full Stack Web Development");
    const apply = screen.getByRole("button", { name: "Apply" });

    await user.click(apply);
    expect(screen.getByText("Please enter a coupon code.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/check-coupon", expect.anything());

    await user.type(field("Coupon Code"), "WRONG");
    await user.click(apply);
    expect(await screen.findByText("❌ Invalid or incorrect coupon code.")).toBeInTheDocument();
    expect(field("Coupon Code")).toHaveAttribute("aria-invalid", "true");

    await user.clear(field("Coupon Code"));
    await user.type(field("Coupon Code"), "nexora20");
    await user.click(apply);
    expect(await screen.findByText("✅ Coupon applied! You saved ₹4,999.80.")).toBeInTheDocument();
    const body = JSON.parse(
      String(fetchMock.mock.calls.findLast(([url]) => url === "/api/check-coupon")?.[1]?.body),
    );
    expect(body).toEqual({
      trainingType: "Courses",
      specificTraining: "Full Stack Web Development",
      coupon: "nexora20",
    });
    expect(screen.getByRole("button", { name: "Applied" })).toBeDisabled();
    expect(field("Coupon Code")).toBeDisabled();
    // 24999 - 20% = 19999.20; payable now adds the 500 registration fee.
    expect(screen.getByText(/Coupon discount/).nextElementSibling).toHaveTextContent("− ₹4,999.80");
    expect(screen.getByText("Program fees after discount").nextElementSibling).toHaveTextContent(
      "₹19,999.20",
    );
    expect(screen.getByText("Registration fee").nextElementSibling).toHaveTextContent("₹500.00");
    expect(screen.getByText("Total payable now").nextElementSibling).toHaveTextContent("₹20,499.20");
  });

  it("resets the coupon when the program changes", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await chooseProgram(user, "Full Stack Web Development");
    await applyCoupon(user, "NEXORA20");
    await user.selectOptions(field(/^Program/), "UI/UX Design Masterclass");
    await user.selectOptions(field(/^Program/), "Full Stack Web Development");
    expect(field("Coupon Code")).toHaveValue("");
    expect(field("Coupon Code")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Apply" })).toBeEnabled();
    expect(screen.queryByText(/Coupon applied/)).not.toBeInTheDocument();
    expect(screen.getByText("Total payable now").nextElementSibling).toHaveTextContent("₹25,499.00");
  });

  it("claims no amount payable before a program is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.getByText("Choose a program to see its fees.")).toBeInTheDocument();
    expect(screen.queryByText("Total payable now")).not.toBeInTheDocument();
    await chooseProgram(user, "Full Stack Web Development");
    expect(screen.queryByText("Choose a program to see its fees.")).not.toBeInTheDocument();
    expect(screen.getByText("Total payable now").nextElementSibling).toHaveTextContent("₹25,499.00");
  });
});

describe("RegistrationForm: validation and submit", () => {
  it("shows the shared messages next to the fields and focuses the first invalid one", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(field(/Full Name/)).toHaveFocus();
    expect(field(/Full Name/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Full Name/)).toHaveAccessibleDescription(REGISTRATION_ERRORS.fullName);
    expect(field(/Email/)).toHaveAccessibleDescription(REGISTRATION_ERRORS.email);
    expect(field(/Phone/)).toHaveAccessibleDescription(REGISTRATION_ERRORS.phone);
    expect(field(/^Program/)).toHaveAccessibleDescription(REGISTRATION_ERRORS.specificTraining);
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(REGISTRATION_ERRORS.agree);
    expect(posts).toHaveLength(0);

    await user.type(field(/Full Name/), "A");
    expect(field(/Full Name/)).not.toHaveAttribute("aria-invalid");
  });

  it("clears the program's error when the training type changes", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    // The form's check loads on its first focus (the click); only the file's first test waits for its import.
    await waitFor(() =>
      expect(field(/^Program/)).toHaveAccessibleDescription(REGISTRATION_ERRORS.specificTraining),
    );
    await user.selectOptions(field(/Training Type/), "Courses");
    await waitFor(() => expect(field(/^Program/)).not.toHaveAttribute("aria-invalid"));
    expect(field(/Training Type/)).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(REGISTRATION_ERRORS.specificTraining)).not.toBeInTheDocument();
  });

  it("focuses the free-text branch when it is the first problem", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.selectOptions(field(/^Branch/), "Other");
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(field(/Your Branch/)).toHaveFocus();
    expect(field(/Your Branch/)).toHaveAccessibleDescription(REGISTRATION_ERRORS.branch);
  });

  it("submits, toasts the id for 4 seconds, resets the form and downloads the PDF", async () => {
    let release: () => void = () => {};
    answer = (fields) =>
      new Promise((resolve) => {
        release = () => resolve(registered(fields, "tok 1"));
      });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await applyCoupon(user, "NEXORA20");

    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    const busy = screen.getByRole("button", { name: "Submitting..." });
    expect(busy).toBeDisabled();
    // One post, to the page's action: the fields and the applied coupon, no amount (the server has its own).
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      fullName: "Asha Verma",
      specificTraining: "Full Stack Web Development",
      discount_coupon: "NEXORA20",
      agree: "on",
    });
    expect(posts[0]).not.toHaveProperty("total_fees");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/registration", expect.anything());

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => release());
    expect(await screen.findByText("✅ Registration successful! Your ID: REG-ABC123")).toBeInTheDocument();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith("/api/generate-pdf/REG-ABC123?token=tok%201", expect.anything());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe("Registration-Confirmation-REG-ABC123.pdf");
    expect(anchor.href).toBe("blob:pdf");

    expect(field(/Full Name/)).toHaveValue("");
    expect(field(/Nationality/)).toHaveValue("Indian");
    expect(field(/Training Type/)).toHaveValue("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.queryByLabelText("Coupon Code")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Registration" })).toBeEnabled();

    const toast = toasts()[0];
    expect(toast).toHaveAttribute("data-type", "success");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
    await act(async () => vi.advanceTimersByTime(3500));
    expect(screen.getByText("✅ Registration successful! Your ID: REG-ABC123")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(screen.queryByText(/Registration successful/)).not.toBeInTheDocument());
    click.mockRestore();
  });

  it("keeps the registration's proof on screen until a new registration begins", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await applyCoupon(user, "NEXORA20");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));

    const panel = await screen.findByRole("region", { name: "You are registered" });
    expect(screen.getByRole("heading", { name: "You are registered" })).toHaveFocus();
    expect(panel).toHaveTextContent("Your registration ID is REG-ABC123 for Full Stack Web Development.");
    expect(within(panel).getByText("Coupon discount (20%)").nextElementSibling).toHaveTextContent(
      "− ₹4,999.80",
    );
    expect(within(panel).getByText("Payable now").nextElementSibling).toHaveTextContent("₹20,499.20");
    const again = within(panel).getByRole("link", { name: "Download confirmation again" });
    expect(again).toHaveAttribute("href", "/api/generate-pdf/REG-ABC123?token=tok");
    expect(again).toHaveAttribute("download", "Registration-Confirmation-REG-ABC123.pdf");

    // Still there after the toast has gone; gone once the visitor types into the empty form.
    expect(await screen.findByText("✅ Registration successful! Your ID: REG-ABC123")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.queryByText(/Registration successful/)).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: "You are registered" })).toBe(panel);
    await user.type(field(/Full Name/), "N");
    expect(screen.queryByRole("region", { name: "You are registered" })).not.toBeInTheDocument();
  });

  it("ends its toasts with the visit: a visitor coming back to the form does not see them again", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const first = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(await screen.findByText("✅ Registration successful! Your ID: REG-ABC123")).toBeInTheDocument();
    first.unmount();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm();
    await user.click(field(/Full Name/));
    expect(await screen.findByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    // Sonner would replay a toast still showing to the new toaster, a timer's turn after it subscribes.
    await act(async () => vi.advanceTimersByTime(100));
    expect(toasts()).toHaveLength(0);
  });

  it("toasts the server's error and keeps the fields", async () => {
    answer = (fields) =>
      data(
        {
          result: {
            status: "error",
            initialValue: fields,
            error: { specificTraining: ["Please select a program."] },
          },
          confirmation: null,
          error: "Please select a program.",
        },
        { status: 400 },
      );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    const message = await screen.findByText("❌ Please select a program.");
    expect(message.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "error");
    expect(field(/Full Name/)).toHaveValue("Asha Verma");
    expect(field(/^Program/)).toHaveAccessibleDescription("Please select a program.");
  });

  it("toasts the fallback when the post got no answer of the action's", async () => {
    answer = () => NO_ANSWER;
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(await screen.findByText("❌ Submission failed. Please try again.")).toBeInTheDocument();
  });

  it("toasts '❌ Could not download PDF.' when the PDF fails", async () => {
    routes["/api/generate-pdf/"] = () => json({ error: "Registration not found." }, 404);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(await screen.findByText("✅ Registration successful! Your ID: REG-ABC123")).toBeInTheDocument();
    expect(await screen.findByText("❌ Could not download PDF.")).toBeInTheDocument();
  });

  // Last: its registration's toast would still be on screen in the next test.
  it("posts the applied coupon only, not a code typed and never applied", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.type(field("Coupon Code"), "NEXORA20");
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    await screen.findByRole("region", { name: "You are registered" });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ specificTraining: "Full Stack Web Development", discount_coupon: "" });
  });
});
