/**
 * Enquiry endpoints: the contact page's career and services forms, the chat assistant's details form and the
 * enquiry (contact query) forms. A filled honeypot gets the normal answer and nothing is stored.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import {
  careerEnquirySchema,
  contactMessageSchema,
  servicesEnquirySchema,
} from "../../domain/enquiries/enquiries.schema.ts";
import {
  createCareerEnquiry,
  createContactMessage,
  createServicesEnquiry,
} from "../../domain/enquiries/enquiries.server.ts";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { jsonWrite } from "../http/json-write.ts";

/**
 * For forms that read `message` from every answer: error bodies (`{ error, ... }`, however produced) also get
 * `message`, with the same text.
 */
export const errorsWithMessage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400 || !c.res.headers.get("content-type")?.includes("application/json")) return;
  const body = (await c.res.clone().json()) as Record<string, unknown>;
  if (typeof body.message === "string" || typeof body.error !== "string") return;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify({ ...body, message: body.error }), { status: c.res.status, headers });
};

export function enquiryRoutes({ db }: Deps) {
  const thanks = (c: Context<AppEnv>) => c.json({ message: MESSAGES.enquiryThanks }, 201);
  const contactThanks = (c: Context<AppEnv>) => c.json({ message: MESSAGES.contactThanksApi }, 201);

  return new Hono<AppEnv>()
    .post(
      "/career",
      jsonWrite(careerEnquirySchema, (input) => createCareerEnquiry(db, input), thanks),
    )
    .post(
      "/services",
      jsonWrite(servicesEnquirySchema, (input) => createServicesEnquiry(db, input), thanks),
    )
    .post(
      "/contact",
      jsonWrite(contactMessageSchema, (input) => createContactMessage(db, "chat", input), contactThanks),
    )
    .use("/contact-queries", errorsWithMessage)
    .post(
      "/contact-queries",
      jsonWrite(contactMessageSchema, (input) => createContactMessage(db, "enquiry", input), contactThanks),
    );
}
