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
import { isHoneypotFilled } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { parseWith, readJson } from "../http/validation.ts";

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

async function readForm(c: Context<AppEnv>): Promise<{ body: unknown; honeypot: boolean }> {
  const body = await readJson(c);
  return { body, honeypot: isHoneypotFilled(body) };
}

export function enquiryRoutes({ db }: Deps) {
  const thanks = (c: Context<AppEnv>) => c.json({ message: MESSAGES.enquiryThanks }, 201);
  const contactThanks = (c: Context<AppEnv>) => c.json({ message: MESSAGES.contactThanksApi }, 201);

  return new Hono<AppEnv>()
    .post("/career", async (c) => {
      const { body, honeypot } = await readForm(c);
      if (honeypot) return thanks(c);
      await createCareerEnquiry(db, parseWith(careerEnquirySchema, body));
      return thanks(c);
    })
    .post("/services", async (c) => {
      const { body, honeypot } = await readForm(c);
      if (honeypot) return thanks(c);
      await createServicesEnquiry(db, parseWith(servicesEnquirySchema, body));
      return thanks(c);
    })
    .post("/contact", async (c) => {
      const { body, honeypot } = await readForm(c);
      if (honeypot) return contactThanks(c);
      await createContactMessage(db, "chat", parseWith(contactMessageSchema, body));
      return contactThanks(c);
    })
    .use("/contact-queries", errorsWithMessage)
    .post("/contact-queries", async (c) => {
      const { body, honeypot } = await readForm(c);
      if (honeypot) return contactThanks(c);
      await createContactMessage(db, "enquiry", parseWith(contactMessageSchema, body));
      return contactThanks(c);
    });
}
