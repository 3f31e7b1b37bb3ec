import type { AppLoadContext } from "react-router";
import { withImageAlts } from "../../../domain/content/library-alt";
import type { ProgramKind } from "../../../domain/programs/programs.server";
import { PROGRAM_LISTS, type ProgramListData } from "./program-list-route";

/**
 * The loader of both catalogue routes: the published programs of `kind` with their images' alt texts, or the
 * list's own failure message (the page still renders; the failure is reported and the page not cached).
 */
export async function loadProgramList(kind: ProgramKind, context: AppLoadContext): Promise<ProgramListData> {
  try {
    const programs = kind === "course" ? context.reads.listCourses() : context.reads.listInternships();
    const [items, alts] = await Promise.all([programs, context.reads.mediaAlts()]);
    return { items: withImageAlts(items, alts), error: null };
  } catch (error) {
    context.sectionFailed(`${kind} list failed`, error);
    return { items: [], error: PROGRAM_LISTS[kind].failed };
  }
}
