/** Jobs for the content kit: editors and recruiters (the `jobs` right). */
import { JOB_CATEGORIES, jobFormSchema } from "../../../../../domain/careers/job-content";
import { jobStore, jobToForm, jobToRow } from "../../../../../domain/careers/job-content.server";
import type { ContentKindServer } from "../content-kit.server";
import { jobView } from "./jobs";

export const jobKind: ContentKindServer<typeof jobFormSchema> = {
  view: jobView,
  store: jobStore,
  schema: jobFormSchema,
  right: "jobs",
  toRow: jobToRow,
  toForm: jobToForm,
  blank: {
    revision: 0,
    title: "",
    company: "Nexora Technologies",
    category: JOB_CATEGORIES[0],
    mode: "Onsite",
    hours: "40",
    jobType: "Full Time",
    education: "",
    hiringSteps: "",
    startDate: "",
    deadline: "",
    description: "",
    responsibilities: [],
    perks: [],
  },
};
