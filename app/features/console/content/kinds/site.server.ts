/** Testimonials, hiring-company logos and alerts for the content kit (the `content` right). */

import { batchIdOfLink } from "../../../../../domain/content/links";
import {
  alertFormSchema,
  logoFormSchema,
  testimonialFormSchema,
} from "../../../../../domain/content/site-content";
import {
  alertStore,
  alertToForm,
  alertToRow,
  logoStore,
  logoToForm,
  logoToRow,
  testimonialStore,
  testimonialToForm,
  testimonialToRow,
} from "../../../../../domain/content/site-content.server";
import { assertLinkableBatch, linkableBatchChoices } from "../../../../../domain/programs/batch-reads.server";
import type { ContentKindServer } from "../content-kit.server";
import { alertView, logoView, testimonialView } from "./site";

export const testimonialKind: ContentKindServer<typeof testimonialFormSchema> = {
  view: testimonialView,
  store: testimonialStore,
  schema: testimonialFormSchema,
  right: "content",
  toRow: testimonialToRow,
  toForm: testimonialToForm,
  blank: { revision: 0, kind: "student", name: "", title: "", feedback: "", sortOrder: 0 },
};

export const logoKind: ContentKindServer<typeof logoFormSchema> = {
  view: logoView,
  store: logoStore,
  schema: logoFormSchema,
  right: "content",
  toRow: logoToRow,
  toForm: logoToForm,
  blank: { revision: 0, title: "", sortOrder: 0 },
  uploads: [{ field: "logo", column: "bannerImagePath", type: "image", folder: "logos", required: true }],
};

export const alertKind: ContentKindServer<typeof alertFormSchema> = {
  view: alertView,
  store: alertStore,
  schema: alertFormSchema,
  right: "content",
  toRow: alertToRow,
  toForm: alertToForm,
  choices: async (db, row) => ({
    linkBatch: await linkableBatchChoices(db, row ? batchIdOfLink(String(row.button1Link)) : null),
  }),
  check: async (db, values) => {
    if (values.linkBatch) await assertLinkableBatch(db, values.linkBatch);
  },
  blank: {
    revision: 0,
    category: "bottom",
    title: "",
    button1Link: "",
    linkBatch: "",
    startsAt: "",
    endsAt: "",
    sortOrder: 0,
  },
  uploads: [{ field: "banner", column: "bannerImagePath", type: "image", folder: "alerts", required: true }],
};
