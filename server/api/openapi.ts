/**
 * A machine-readable description of the API (OpenAPI 3.1), with request bodies generated from the same zod
 * schemas that validate them, so the document cannot drift from the rules.
 */
import { Hono } from "hono";
import { z } from "zod";
import { jobApplicationSchema } from "../../domain/careers/application.schema.ts";
import {
  careerEnquirySchema,
  contactMessageSchema,
  servicesEnquirySchema,
} from "../../domain/enquiries/enquiries.schema.ts";
import { checkCouponSchema, registrationSchema } from "../../domain/programs/registration.schema.ts";
import type { AppEnv } from "../deps.ts";

type Operation = {
  summary: string;
  tag: string;
  body?: z.ZodType;
  multipart?: z.ZodType;
  params?: string[];
  query?: string[];
};

const get = (tag: string, summary: string, extra: Partial<Operation> = {}): Operation => ({
  tag,
  summary,
  ...extra,
});

const operations: Record<string, { get?: Operation; post?: Operation }> = {
  "/headerinternships": { get: get("programs", "Internship menu links {title, slug}") },
  "/headercourses": { get: get("programs", "Course menu links {title, slug}") },
  "/hero-sections/active": { get: get("content", "Active hero sections") },
  "/hero-sections/{slug}": { get: get("content", "One hero article", { params: ["slug"] }) },
  "/related-heros/{slug}": { get: get("content", "Hero articles related to one", { params: ["slug"] }) },
  "/heros/category/{category}/{slug}": {
    get: get("content", "Hero articles of a category, except one", { params: ["category", "slug"] }),
  },
  "/get-posts": { get: get("content", "Published blog posts, newest first") },
  "/blog/slug/{slug}": { get: get("content", "One blog post", { params: ["slug"] }) },
  "/blogs/category/{category}/{slug}": {
    get: get("content", "Posts of a category, except one", { params: ["category", "slug"] }),
  },
  "/related-blogs/{slug}": { get: get("content", "Posts related to one", { params: ["slug"] }) },
  "/getcourses": { get: get("programs", "All courses") },
  "/getinternships": { get: get("programs", "All internships") },
  "/created-courses-web/slug/{slug}": { get: get("programs", "Course detail", { params: ["slug"] }) },
  "/created-internships-web/slug/{slug}": { get: get("programs", "Internship detail", { params: ["slug"] }) },
  "/related-courses/{category}/{slug}": {
    get: get("programs", "Related courses {courses, totalPages}", {
      params: ["category", "slug"],
      query: ["page"],
    }),
  },
  "/related-internships/{category}/{slug}": {
    get: get("programs", "Related internships {items, totalPages}", {
      params: ["category", "slug"],
      query: ["page"],
    }),
  },
  "/get-course-titles": { get: get("programs", "Course program options (coupon codes are never revealed)") },
  "/get-internship-titles": { get: get("programs", "Internship program options") },
  "/batch-seats/{kind}/{programId}": {
    get: get(
      "programs",
      "Seats left now in a program's upcoming batches (kind: course or internship; 3 s fresh)",
      {
        params: ["kind", "programId"],
      },
    ),
  },
  "/check-coupon": {
    post: { tag: "programs", summary: "Check a coupon for a program", body: checkCouponSchema },
  },
  "/registration": {
    post: {
      tag: "programs",
      summary: "Register; the server computes every amount",
      body: registrationSchema,
    },
  },
  "/generate-pdf/{registrationId}": {
    get: get("programs", "Confirmation PDF (needs the download token)", {
      params: ["registrationId"],
      query: ["token"],
    }),
  },
  "/verify/{certificateId}": {
    get: get("programs", "Verify a certificate (410 when revoked: its id, date and reason, not the holder)", {
      params: ["certificateId"],
    }),
  },
  "/jobs": { get: get("careers", "Open jobs") },
  "/apply-job": {
    post: {
      tag: "careers",
      summary: "Apply for a job with a resume (.pdf, .doc, .docx; 5 MB)",
      multipart: jobApplicationSchema,
    },
  },
  "/career": { post: { tag: "enquiries", summary: "Career-development enquiry", body: careerEnquirySchema } },
  "/services": { post: { tag: "enquiries", summary: "IT-services enquiry", body: servicesEnquirySchema } },
  "/contact": {
    post: { tag: "enquiries", summary: "Chat assistant contact details", body: contactMessageSchema },
  },
  "/contact-queries": {
    post: { tag: "enquiries", summary: "Enquiry form message", body: contactMessageSchema },
  },
  "/student-feedback": { get: get("content", "Student testimonials") },
  "/client-feedback": { get: get("content", "Client testimonials") },
  "/get-all-banners": { get: get("content", "Hiring-company logos") },
  "/active-alert/{category}": {
    get: get("content", "Active alerts of a category (mid, bottom)", { params: ["category"] }),
  },
  "/uploads/{path}": { get: get("media", "A stored media file", { params: ["path"] }) },
};

const errorSchema = { type: "object", properties: { error: { type: "string" } }, required: ["error"] };

function toJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
}

function describeOperation(operation: Operation, method: "get" | "post") {
  const parameters = [
    ...(operation.params ?? []).map((name) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    })),
    ...(operation.query ?? []).map((name) => ({
      name,
      in: "query",
      required: name === "token",
      schema: { type: "string" },
    })),
  ];
  const responses: Record<string, unknown> = {
    [method === "post" ? "201" : "200"]: { description: "Success" },
    "400": { description: "Invalid input", content: { "application/json": { schema: errorSchema } } },
    ...(method === "post" ? { "429": { description: "Too many requests (see Retry-After)" } } : {}),
    "404": { description: "Not found", content: { "application/json": { schema: errorSchema } } },
    "503": { description: "Database unavailable (see Retry-After)" },
  };
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toJsonSchema(operation.body) } },
          },
        }
      : {}),
    ...(operation.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  ...toJsonSchema(operation.multipart),
                  properties: {
                    ...(toJsonSchema(operation.multipart) as { properties?: object }).properties,
                    resume: { type: "string", format: "binary" },
                  },
                },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(siteUrl: string) {
  const paths = Object.fromEntries(
    Object.entries(operations).map(([path, methods]) => [
      path,
      Object.fromEntries(
        (["get", "post"] as const)
          .filter((m) => methods[m])
          .map((m) => [m, describeOperation(methods[m]!, m)]),
      ),
    ]),
  );
  return {
    openapi: "3.1.0",
    info: { title: "Nexora Technologies website API", version: "1.0.0" },
    servers: [{ url: `${siteUrl}/api` }],
    paths,
  };
}

export function openApiRoutes(siteUrl: string) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return new Hono<AppEnv>().get("/openapi.json", (c) => {
    document ??= buildOpenApiDocument(siteUrl);
    return c.json(document);
  });
}
