/** How the Mail screen names and marks an outbox message's status. */
import type { OutboxStatus } from "../../../domain/mail/kinds";

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Failed",
  kept: "Kept",
  discarded: "Discarded",
};

const BADGE: Record<OutboxStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-800",
  kept: "bg-brand-50 text-brand",
  discarded: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
