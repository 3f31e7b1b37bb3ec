/** The detail pages' accordions and related programs: server-rendered, their code loaded after the page's. */
import { deferred } from "../../lib/deferred";

export const ProgramAccordion = deferred(() => import("./program-accordion").then((m) => m.ProgramAccordion));
export const RelatedPrograms = deferred(() => import("./related-programs").then((m) => m.RelatedPrograms));
