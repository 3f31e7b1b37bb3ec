import type { ReactNode } from "react";

/** A section's eyebrow, heading and lead, centred or left-aligned. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = "center",
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  id?: string;
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-brand">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-base text-slate-600 sm:text-lg">{lead}</p>}
    </div>
  );
}
