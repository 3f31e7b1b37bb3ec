import { type FormEvent, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { CertificateRecord, RevokedCertificate } from "../../../domain/certificates/certificates.server";
import { formatCertificateDate } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";

/** What the page shows below the form; the loader decides it from `?id=`. */
export type CertificateResult =
  | { state: "idle" }
  | { state: "blank" }
  | { state: "found"; certificate: CertificateRecord }
  /** Revoked: its id, when and why, never its holder. */
  | { state: "revoked"; revoked: RevokedCertificate }
  | { state: "not-found"; id: string }
  | { state: "error"; message: string };

const ROWS: { label: string; value: (c: CertificateRecord) => string }[] = [
  { label: "Certificate ID", value: (c) => c.certificate_id },
  { label: "Registration ID", value: (c) => c.registration_id },
  { label: "Full Name", value: (c) => c.full_name },
  { label: "Training Type", value: (c) => c.training_type },
  { label: "Specific Training", value: (c) => c.specific_training },
  { label: "Gender", value: (c) => c.gender },
  { label: "Duration", value: (c) => c.duration },
  { label: "Completion Date", value: (c) => formatCertificateDate(c.completion_date) },
];

export const CERTIFICATE_INPUT_ID = "certificate-id";

/** The caption of a found certificate: a check mark and 'Certificate verified'. */
function VerifiedCaption() {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5 shrink-0">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.6 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z"
          clipRule="evenodd"
        />
      </svg>
      Certificate verified
    </span>
  );
}

/** A found certificate's rows, or a revoked one's: its id, when and why, never its holder. */
function resultRows(
  result: Extract<CertificateResult, { state: "found" | "revoked" }>,
): readonly (readonly [string, string])[] {
  if (result.state === "found") return ROWS.map((row) => [row.label, row.value(result.certificate)] as const);
  return [
    ["Certificate ID", result.revoked.certificate_id],
    ["Status", "Revoked"],
    ["Revoked On", formatCertificateDate(result.revoked.revoked_at)],
    ["Reason", result.revoked.reason],
  ];
}

function CertificateTable({
  result,
}: {
  result: Extract<CertificateResult, { state: "found" | "revoked" }>;
}) {
  const found = result.state === "found";
  return (
    <div
      role={found ? undefined : "alert"}
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ${found ? "ring-slate-200" : "ring-red-200"}`}
    >
      <table className="w-full text-left text-sm sm:text-base">
        <caption
          className={`px-5 py-4 text-left font-semibold ${found ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
        >
          {found ? <VerifiedCaption /> : "Certificate revoked"}
        </caption>
        <tbody className="divide-y divide-slate-100">
          {resultRows(result).map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-2/5 px-5 py-3 font-medium text-slate-600">
                {label}
              </th>
              <td className="px-5 py-3 font-semibold text-slate-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below the form: the certificate, the refusal, or the placeholder before any search. */
function ResultView({ result }: { result: CertificateResult }) {
  if (result.state === "found" || result.state === "revoked") return <CertificateTable result={result} />;
  if (result.state === "not-found" || result.state === "error") {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-6 text-center font-medium text-red-800 ring-1 ring-red-200"
      >
        {result.state === "not-found" ? MESSAGES.certificateNotFound : MESSAGES.errorPrefixed(result.message)}
      </p>
    );
  }
  return (
    <p className="rounded-2xl border-2 border-dashed border-slate-200 p-10 text-center text-slate-600">
      {MESSAGES.certificatePlaceholder}
    </p>
  );
}

/**
 * One text field and 'Check Certificate'. A GET form: it works without JavaScript and the address
 * (`?id=…`) can be shared; the page's loader looks the id up and renders the result on the server.
 */
export function CertificateCheck({ initialId, result }: { initialId: string; result: CertificateResult }) {
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.location?.search.includes("id=");
  const [blank, setBlank] = useState(false);
  // A blank search by the address itself (`?id=`) shows the same message as the client-side check.
  const showBlank = blank || (result.state === "blank" && !checking);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const value = new FormData(event.currentTarget).get("id");
    if (typeof value !== "string" || !value.trim()) {
      event.preventDefault();
      setBlank(true);
      event.currentTarget.querySelector<HTMLInputElement>(`#${CERTIFICATE_INPUT_ID}`)?.focus();
      return;
    }
    setBlank(false);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <Form
        method="get"
        onSubmit={onSubmit}
        noValidate
        aria-label="Verify a certificate"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <label htmlFor={CERTIFICATE_INPUT_ID} className={fieldStyles.label}>
          Certificate ID
        </label>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row">
          <input
            id={CERTIFICATE_INPUT_ID}
            name="id"
            type="text"
            defaultValue={initialId}
            placeholder="e.g. NXT-2025-00421"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={showBlank ? true : undefined}
            aria-describedby={showBlank ? "certificate-id-error" : undefined}
            onChange={() => blank && setBlank(false)}
            className={`${fieldStyles.input} mt-0 sm:flex-1`}
          />
          <button
            type="submit"
            disabled={checking}
            aria-busy={checking || undefined}
            className={buttonStyles.primary}
          >
            {MESSAGES.checkCertificate}
          </button>
        </div>
        {showBlank && (
          <p id="certificate-id-error" role="alert" className={fieldStyles.error}>
            {MESSAGES.certificateBlank}
          </p>
        )}
      </Form>

      <section aria-label="Verification result" aria-live="polite" className="mt-8">
        <ResultView result={result} />
      </section>
    </div>
  );
}
