/** A certificate's status as a badge: green for valid, red for revoked (with the word, never colour alone). */
export function CertificateStatus({ status }: { status: string }) {
  return status === "revoked" ? (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Revoked</span>
  ) : (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
      Valid
    </span>
  );
}
