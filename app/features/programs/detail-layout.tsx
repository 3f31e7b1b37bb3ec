import type { ReactNode } from "react";
import { BatchList, type BatchListProps } from "./batch-list";

/** The upcoming batches block, shown only when the program has batches. */
export function ProgramBatches(props: BatchListProps) {
  if (props.batches.length === 0) return null;
  return (
    <div className="mt-14">
      <BatchList {...props} />
    </div>
  );
}

/** The body's two columns: the program's sections, and the details box that stays in view from lg. */
export function DetailColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
      {children}
      <aside className="lg:sticky lg:top-28 lg:self-start">{aside}</aside>
    </div>
  );
}
