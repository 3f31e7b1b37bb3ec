import type { ReactNode } from "react";

/** A titled group of fields (fieldset + legend). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <legend className="float-left mb-6 w-full border-b border-slate-100 pb-3 text-lg font-bold text-brand sm:text-xl">
        {title}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
