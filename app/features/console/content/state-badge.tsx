import type { PublishState } from "./content-kit";

/** Published (or open) in green, draft (or closed) in grey, in words: never colour alone. */
export function StateBadge({ state, label }: { state: PublishState; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${state === "published" ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
    >
      {label}
    </span>
  );
}
