/** Jobs as the console edits them: their content store and the mapping between a row and its form. */

import { itemsToRows, rowsToItems } from "../content/content-fields.ts";
import { type ContentStoreDef, contentStore, type RowValues } from "../content/content-store.server.ts";
import { jobs } from "../db/schema.ts";
import type { JobForm } from "./job-content.ts";

export const jobStore = contentStore({
  entity: "job",
  table: jobs,
  columns: {
    id: jobs.id,
    revision: jobs.revision,
    updatedAt: jobs.updatedAt,
    title: jobs.title,
    category: jobs.category,
    status: jobs.status,
  },
  statusValues: { published: "open", draft: "closed" },
  search: [jobs.title, jobs.company],
  sorts: {
    updated: { column: jobs.updatedAt, descending: true },
    deadline: { column: jobs.deadline },
    title: { column: jobs.title },
  },
  listFields: ["responsibilities", "perks"],
} satisfies ContentStoreDef);

export function jobToRow(values: JobForm): RowValues {
  return {
    title: values.title,
    company: values.company,
    category: values.category,
    mode: values.mode,
    hours: values.hours,
    jobType: values.jobType,
    education: values.education,
    hiringSteps: values.hiringSteps,
    startDate: values.startDate,
    deadline: values.deadline,
    description: values.description,
    responsibilities: rowsToItems(values.responsibilities),
    perks: rowsToItems(values.perks),
  };
}

export function jobToForm(row: RowValues) {
  return {
    revision: row.revision as number,
    title: row.title as string,
    company: row.company as string,
    category: row.category as string,
    mode: row.mode as string,
    hours: row.hours as string,
    jobType: row.jobType as string,
    education: row.education as string,
    hiringSteps: row.hiringSteps as string,
    startDate: (row.startDate as string | null) ?? "",
    deadline: (row.deadline as string | null) ?? "",
    description: row.description as string,
    responsibilities: itemsToRows(row.responsibilities),
    perks: itemsToRows(row.perks),
  };
}
