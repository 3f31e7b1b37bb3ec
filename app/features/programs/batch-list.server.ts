/** The page loaders' read of a program's upcoming batches (cached per content version: context.reads). */
import type { PublicBatch } from "../../../domain/programs/batch-view";
import type { ProgramKind } from "../../../domain/programs/coupon.schema";
import type { Route } from "../../+types/root";

type Context = Route.LoaderArgs["context"];

/** The batches, or none when they cannot be read (the page still shows the program; the form asks again). */
export async function upcomingBatches(
  context: Context,
  kind: ProgramKind,
  programId: number,
): Promise<PublicBatch[]> {
  try {
    return await context.reads.listUpcomingBatches(kind, programId);
  } catch (error) {
    context.sectionFailed("program batches failed", error, { kind, programId });
    return [];
  }
}
