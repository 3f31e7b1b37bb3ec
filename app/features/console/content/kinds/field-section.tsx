/** A titled card of a content form's fields, two columns wide from medium screens. */
import type { ReactNode } from "react";

export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}
