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
      {eyebrow && <p className="type-eyebrow text-brand">{eyebrow}</p>}
      <h2 id={id} className="mt-2 type-headline text-slate-900">
        {title}
      </h2>
      {lead && <p className="mt-4 type-lead text-slate-600">{lead}</p>}
    </div>
  );
}
