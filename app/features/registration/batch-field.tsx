/**
 * The Batch field of the registration form (docs/decisions/0054-batches-with-seats.md): shown when the chosen
 * program has upcoming batches, one radio per batch with its date, mode, timing and seats left; a full batch is
 * listed but cannot be chosen, unless a waiting-list link holds it (`&offer=…`). A link from a batch on the
 * program's page (`?batch=12`) comes chosen. The server
 * decides whether the batch may be taken (seats are counted in the registration's transaction).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { batchSummary, type PublicBatch } from "../../../domain/programs/batch-view";
import { RequiredMark } from "../../components/forms/conform-field";
import { fieldStyles } from "../../components/ui/button-styles";

function batchText(batch: PublicBatch): string {
  const seats =
    batch.availability === "full"
      ? "Full"
      : `${batch.seatsLeft} ${batch.seatsLeft === 1 ? "seat" : "seats"} left`;
  return `${batchSummary(batch)} · ${seats}`;
}

export function BatchField({
  meta,
  batches,
  autoFocus,
}: {
  meta: FieldMetadata<string | number | null | undefined>;
  batches: readonly PublicBatch[] | undefined;
  autoFocus?: boolean;
}) {
  // The batch a program page's link names (`?batch=12`), read once hydrated: the server's HTML is the same for
  // every link, so the page cache keeps one copy.
  const [linked, setLinked] = useState("");
  // A waiting-list letter's link (`?batch=12&offer=…`) holds a seat of a full batch for its reader: that batch
  // can be chosen, and the offer goes with the post for the server to check.
  const [offer, setOffer] = useState("");
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setLinked(query.get("batch") ?? "");
    setOffer(query.get("offer") ?? "");
  }, []);
  if (!batches || batches.length === 0) return null;
  const sent = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const held = (batch: PublicBatch) => offer !== "" && String(batch.id) === linked;
  const open = batches.filter((batch) => batch.availability === "open" || held(batch));
  const chosen = [sent, linked].find((id) => open.some((batch) => String(batch.id) === id)) ?? "";
  const error = meta.errors?.[0];
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? meta.errorId : undefined}>
      <legend className={fieldStyles.label}>
        Batch
        <RequiredMark />
      </legend>
      {/* Remounted when the linked batch is known, so its radio starts chosen. */}
      <ul key={linked} className="mt-1 space-y-2">
        {batches.map((batch, index) => {
          const full = batch.availability === "full" && !held(batch);
          const id = `${meta.id}-${batch.id}`;
          return (
            <li key={batch.id}>
              <label
                htmlFor={id}
                className={`flex items-start gap-3 rounded-lg border px-3 py-2 text-sm ${full ? "border-slate-200 bg-slate-50 text-slate-600" : "border-slate-300 text-slate-900 has-[:checked]:border-brand has-[:checked]:bg-brand-50"}`}
              >
                <input
                  id={id}
                  type="radio"
                  name={meta.name}
                  value={batch.id}
                  disabled={full}
                  required={open.length > 0}
                  defaultChecked={String(batch.id) === chosen}
                  // biome-ignore lint/a11y/noAutofocus: after a post without JavaScript, the first invalid field takes focus.
                  autoFocus={autoFocus && index === 0}
                  className="mt-0.5 size-4 accent-brand"
                />
                <span>{held(batch) ? `${batchSummary(batch)} · Held for you` : batchText(batch)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {offer && <input type="hidden" name="offer" value={offer} />}
      <p id={meta.errorId} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
