import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { CertificateRecord } from "../../../domain/certificates/certificates.server";
import { CertificateCheck, type CertificateResult } from "./certificate-check";

const KNOWN: CertificateRecord = {
  certificate_id: "NXT-2025-00421",
  registration_id: "REG-7K3QX9M2TA",
  full_name: "Aarav Sharma",
  specific_training: "Full Stack Web Development",
  training_type: "Courses",
  gender: "Male",
  duration: "6 Months",
  completion_date: "2025-06-30",
};

const lookups = vi.fn();

/** Mirrors the route's loader with an in-memory certificate. */
function loader({ request }: LoaderFunctionArgs): { id: string; result: CertificateResult } {
  const id = new URL(request.url).searchParams.get("id");
  lookups(id);
  if (id === null) return { id: "", result: { state: "idle" } };
  if (!id.trim()) return { id, result: { state: "blank" } };
  if (id.trim().toLowerCase() === KNOWN.certificate_id.toLowerCase())
    return { id, result: { state: "found", certificate: KNOWN } };
  return { id, result: { state: "not-found", id } };
}

function Page() {
  const data = useLoaderData<typeof loader>();
  return <CertificateCheck key={data.id} initialId={data.id} result={data.result} />;
}

function ErrorPage() {
  return <CertificateCheck initialId="X" result={{ state: "error", message: "Service down." }} />;
}

function Revoked() {
  return (
    <CertificateCheck
      initialId="NXT-2026-7K3QX9M2TA"
      result={{
        state: "revoked",
        revoked: {
          certificate_id: "NXT-2026-7K3QX9M2TA",
          status: "revoked",
          revoked_at: "2026-11-20",
          reason: "Issued in error",
        },
      }}
    />
  );
}

function renderPage(url = "/verify-certificate") {
  const Stub = createRoutesStub([{ path: "/verify-certificate", Component: Page, loader }]);
  return render(<Stub initialEntries={[url]} />);
}

describe("CertificateCheck", () => {
  it("shows the placeholder before a search", async () => {
    renderPage();
    expect(await screen.findByText("No Data Available Now")).toBeInTheDocument();
    expect(screen.getByLabelText("Certificate ID")).toHaveAttribute("name", "id");
    expect(screen.getByRole("button", { name: "Check Certificate" })).toBeInTheDocument();
  });

  it("refuses a blank or whitespace-only id without a lookup", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("No Data Available Now");
    lookups.mockClear();
    await user.click(screen.getByRole("button", { name: "Check Certificate" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid Certificate ID.");
    await user.type(screen.getByLabelText("Certificate ID"), "   ");
    await user.click(screen.getByRole("button", { name: "Check Certificate" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid Certificate ID.");
    expect(screen.getByLabelText("Certificate ID")).toHaveAccessibleDescription(
      "Please enter a valid Certificate ID.",
    );
    expect(screen.getByLabelText("Certificate ID")).toHaveFocus();
    expect(lookups).not.toHaveBeenCalled();
  });

  it("shows the blank message for a blank id in the address", async () => {
    renderPage("/verify-certificate?id=%20");
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid Certificate ID.");
  });

  it("shows the certificate's fields with the date as dd/mm/yyyy", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText("Certificate ID"), "nxt-2025-00421");
    await user.click(screen.getByRole("button", { name: "Check Certificate" }));
    const table = await screen.findByRole("table");
    const cell = (label: string) => within(table).getByRole("rowheader", { name: label }).nextElementSibling;
    expect(cell("Full Name")).toHaveTextContent("Aarav Sharma");
    expect(cell("Certificate ID")).toHaveTextContent("NXT-2025-00421");
    expect(cell("Registration ID")).toHaveTextContent("REG-7K3QX9M2TA");
    expect(cell("Training Type")).toHaveTextContent("Courses");
    expect(cell("Specific Training")).toHaveTextContent("Full Stack Web Development");
    expect(cell("Gender")).toHaveTextContent("Male");
    expect(cell("Duration")).toHaveTextContent("6 Months");
    expect(cell("Completion Date")).toHaveTextContent("30/06/2025");
    expect(screen.queryByText("No Data Available Now")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Certificate ID")).toHaveValue("nxt-2025-00421");
  });

  it("shows the not-found panel for an unknown id", async () => {
    renderPage("/verify-certificate?id=NXT-0000-00000");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "❌ Certificate not found. Please check your ID and try again.",
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the lookup fails", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: ErrorPage }]);
    render(<Stub />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Service down.");
  });

  it("shows a revoked certificate's id, date and reason, and nothing of its holder", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Revoked }]);
    render(<Stub />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Certificate revoked");
    expect(within(alert).getByRole("row", { name: /Revoked On/ })).toHaveTextContent("20/11/2026");
    expect(within(alert).getByRole("row", { name: /Reason/ })).toHaveTextContent("Issued in error");
    expect(alert).not.toHaveTextContent("Full Name");
  });
});
