/** The result of a console action, announced to screen readers (role=status) where the page shows it. */
export type ConsoleNoticeValue = { kind: "error" | "done"; text: string };

export function ConsoleNotice({ notice }: { notice: ConsoleNoticeValue | null | undefined }) {
  return (
    <div role="status" className="empty:hidden">
      {notice && (
        <p
          className={`rounded-lg border px-4 py-3 text-sm ${notice.kind === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
