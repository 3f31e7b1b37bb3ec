/** Testimonials, hiring-company logos and alerts as the console edits them: stores and row <-> form mapping. */
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { alerts, banners, feedback } from "../db/schema.ts";
import { type ContentStoreDef, contentStore, type RowValues } from "./content-store.server.ts";
import { batchIdOfLink, batchLink } from "./links.ts";
import {
  type AlertForm,
  fromIndiaLocal,
  type LogoForm,
  type TestimonialForm,
  toIndiaLocal,
} from "./site-content.ts";

/** Position on the site first: these lists are short and their order is what editors arrange. */
const positionSorts = (table: { sortOrder: AnyPgColumn; updatedAt: AnyPgColumn; title: AnyPgColumn }) => ({
  position: { column: table.sortOrder },
  updated: { column: table.updatedAt, descending: true },
  title: { column: table.title },
});

export const testimonialStore = contentStore({
  entity: "testimonial",
  table: feedback,
  columns: {
    id: feedback.id,
    revision: feedback.revision,
    updatedAt: feedback.updatedAt,
    title: feedback.name,
    category: feedback.kind,
    status: feedback.isActive,
  },
  statusValues: { published: true, draft: false },
  search: [feedback.name, feedback.title, feedback.feedback],
  sorts: positionSorts(feedback),
} satisfies ContentStoreDef);

export const logoStore = contentStore({
  entity: "logo",
  table: banners,
  columns: {
    id: banners.id,
    revision: banners.revision,
    updatedAt: banners.updatedAt,
    title: banners.title,
    status: banners.isActive,
  },
  statusValues: { published: true, draft: false },
  search: [banners.title],
  sorts: positionSorts(banners),
  files: ["bannerImagePath"],
} satisfies ContentStoreDef);

export const alertStore = contentStore({
  entity: "alert",
  table: alerts,
  columns: {
    id: alerts.id,
    revision: alerts.revision,
    updatedAt: alerts.updatedAt,
    title: alerts.title,
    category: alerts.category,
    status: alerts.isActive,
  },
  statusValues: { published: true, draft: false },
  search: [alerts.title],
  sorts: positionSorts(alerts),
  files: ["bannerImagePath"],
} satisfies ContentStoreDef);

export const testimonialToRow = (values: TestimonialForm): RowValues => ({
  kind: values.kind,
  name: values.name,
  title: values.title,
  feedback: values.feedback,
  sortOrder: values.sortOrder,
});

export const testimonialToForm = (row: RowValues) => ({
  revision: row.revision as number,
  kind: row.kind as string,
  name: row.name as string,
  title: row.title as string,
  feedback: row.feedback as string,
  sortOrder: row.sortOrder as number,
});

export const logoToRow = (values: LogoForm): RowValues => ({
  title: values.title,
  sortOrder: values.sortOrder,
});

export const logoToForm = (row: RowValues) => ({
  revision: row.revision as number,
  title: row.title as string,
  sortOrder: row.sortOrder as number,
});

export const alertToRow = (values: AlertForm): RowValues => ({
  category: values.category,
  title: values.title,
  // One column holds either: a batch is stored as `batch:12` (links.ts).
  button1Link: values.linkBatch ? batchLink(values.linkBatch) : values.button1Link,
  startsAt: fromIndiaLocal(values.startsAt),
  endsAt: fromIndiaLocal(values.endsAt),
  sortOrder: values.sortOrder,
});

export const alertToForm = (row: RowValues) => {
  const batchId = batchIdOfLink(row.button1Link as string);
  return {
    revision: row.revision as number,
    category: row.category as string,
    title: row.title as string,
    button1Link: batchId ? "" : (row.button1Link as string),
    linkBatch: batchId ? String(batchId) : "",
    startsAt: toIndiaLocal(row.startsAt as Date | null),
    endsAt: toIndiaLocal(row.endsAt as Date | null),
    sortOrder: row.sortOrder as number,
  };
};
