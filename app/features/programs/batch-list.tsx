/**
 * A program's upcoming batches on its page (docs/decisions/0054-batches-with-seats.md): date, mode, timing and
 * seats left, with a link that opens the registration form on that batch. The list comes with the page (cached
 * per content version); once the page has loaded it asks `/api/batch-seats/…` for the seats left now (kept for
 * a few seconds on the server), so the count is fresh within seconds of a registration while the page itself
 * stays cached.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { batchAnchor } from "../../../domain/content/links";
import { formatDay } from "../../../domain/format";
import { BATCH_MODE_LABELS, batchTiming, type PublicBatch } from "../../../domain/programs/batch-view";
import type { ProgramKind } from "../../../domain/programs/coupon.schema";
import { DetailSection } from "./detail-parts";
import { WaitlistForm } from "./waitlist-form";

type Seats = Record<string, { seatsLeft: number; availability: "open" | "full" }>;

/** The seats endpoint's address for a program (server/api/programs.ts answers it). */
export const batchSeatsPath = (kind: ProgramKind, programId: number) =>
  `/api/batch-seats/${kind}/${programId}`;

function useFreshSeats(kind: ProgramKind, programId: number, batches: readonly PublicBatch[]): Seats | null {
  const [seats, setSeats] = useState<Seats | null>(null);
  const hasBatches = batches.length > 0;
  useEffect(() => {
    if (!hasBatches) return;
    const controller = new AbortController();
    fetch(batchSeatsPath(kind, programId), { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Seats>) : null))
      .then((fresh) => fresh && setSeats(fresh))
      // The page's own counts stay: they are at most as old as the content version.
      .catch(() => {});
    return () => controller.abort();
  }, [kind, programId, hasBatches]);
  return seats;
}

export interface BatchListProps {
  kind: ProgramKind;
  programId: number;
  batches: readonly PublicBatch[];
  /** The registration form's address for this program, without a batch. */
  registrationHref: string;
}

export function BatchList({ kind, programId, batches, registrationHref }: BatchListProps) {
  const fresh = useFreshSeats(kind, programId, batches);
  if (batches.length === 0) return null;
  return (
    <DetailSection id="upcoming-batches" title="Upcoming batches">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {batches.map((batch) => {
          const now = fresh?.[String(batch.id)];
          const seatsLeft = now?.seatsLeft ?? batch.seatsLeft;
          const full = (now?.availability ?? batch.availability) === "full";
          const timing = batchTiming(batch);
          return (
            // The anchor an alert's link to this batch leads to (domain/content/links.ts): the batch it names is
            // ringed in the brand colour, and lands below the sticky header.
            <li
              key={batch.id}
              id={batchAnchor(batch.id)}
              className="flex scroll-mt-24 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 target:ring-2 target:ring-brand"
              data-batch={batch.id}
            >
              <p className="text-lg font-semibold text-slate-900">Starts {formatDay(batch.startsOn)}</p>
              <p className="mt-1 text-sm text-slate-700">
                {BATCH_MODE_LABELS[batch.mode]}
                {batch.endsOn
                  ? ` · until ${formatDay(batch.endsOn)}`
                  : batch.duration
                    ? ` · ${batch.duration}`
                    : ""}
              </p>
              {timing && <p className="mt-1 text-sm text-slate-700">{timing}</p>}
              <p
                className={`mt-3 w-fit rounded-full px-3 py-1 text-sm font-semibold ${full ? "bg-slate-100 text-slate-800" : "bg-emerald-50 text-emerald-900"}`}
                aria-live="polite"
              >
                {full ? "Full" : `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left`}
              </p>
              {full && <WaitlistForm batchId={batch.id} label={`starting ${formatDay(batch.startsOn)}`} />}
              {!full && (
                <Link
                  to={`${registrationHref}&batch=${batch.id}`}
                  className="mt-4 font-semibold text-brand underline underline-offset-4 hover:text-brand-700"
                >
                  Enrol in this batch<span className="sr-only"> starting {formatDay(batch.startsOn)}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
