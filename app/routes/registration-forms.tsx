import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { MESSAGES } from "../../domain/messages";
import { loadOfflinePayment } from "../../domain/payments/pay-page.server";
import { register } from "../../domain/programs/register.server";
import { registrationFormSchema } from "../../domain/programs/registration.schema";
import { registrationBodyOf } from "../../domain/programs/registration-body";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import type { PaymentWays } from "../features/registration/pay-now";
import {
  NO_ANSWER,
  REGISTRATION_ACTION,
  type RegistrationAnswer,
} from "../features/registration/registration-answer";
import { RegistrationForm } from "../features/registration/registration-form";
import { fieldErrorsOf } from "../features/registration/registration-state";
import type { PageHandle } from "../lib/page-handle";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/registration-forms";

/** The query parameters this page reads (server/page-address.ts); any other is dropped before it renders. */
export const handle: PageHandle = { searchParams: ["type", "program"] };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${MESSAGES.registerHere} | Course and Internship Registration | Nexora Technologies`,
    description:
      "Register for a Nexora Technologies course or internship: fees, coupon and a confirmation PDF.",
    path: "/registration-forms",
    siteUrl: siteUrlOf(matches),
    breadcrumbs: [{ name: MESSAGES.registerHere, path: "/registration-forms" }],
  });
}

/**
 * Both training types' programs (content reads, kept per content version): the form lists them all until it
 * is hydrated, so a visitor without JavaScript can choose one, and a link's preselection (`?type=&program=`)
 * is server-rendered.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const read = async (kind: "course" | "internship") => {
    try {
      return await context.reads.listProgramOptions(kind);
    } catch (error) {
      context.sectionFailed("program options failed", error, { kind });
      return null;
    }
  };
  const readPaymentWays = async (): Promise<PaymentWays | undefined> => {
    try {
      return { online: context.payments !== null, offline: await loadOfflinePayment(context.db) };
    } catch (error) {
      context.sectionFailed("payment details failed", error);
      return undefined;
    }
  };
  const [Courses, Internship, paymentWays] = await Promise.all([
    read("course"),
    read("internship"),
    readPaymentWays(),
  ]);
  return { programs: { Courses, Internship }, paymentWays };
}

/** The answer to a post shows the visitor's details (and the confirmation's download token): kept nowhere. */
const PERSONAL = { "Cache-Control": "no-store" };

/**
 * The form's one door, with JavaScript (a fetcher) and without (a plain post): parsed with the form's schema
 * (for the reply that keeps the values), then checked and stored by the same `register` as POST
 * /api/registration: honeypot, schema, the program of the chosen type and its price and coupon read from the
 * database, never from the post. A refusal carries the API's own text (its first issue) for the form's toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registrationFormSchema });
  const outcome = await register(context.db, registrationBodyOf(submission.payload), context.payLinks, {
    onlinePayment: context.payments !== null,
  });
  if (!outcome.ok) {
    const fieldErrors = fieldErrorsOf(outcome.issues, submission.payload.branch);
    return data(
      {
        result: submission.reply({ fieldErrors }),
        confirmation: null,
        error: outcome.issues[0]?.message,
      },
      { status: 400, headers: PERSONAL },
    );
  }
  const { registrationId, downloadToken, payToken, billing, program, batch, fees, discountPercentage } =
    outcome;
  return data(
    {
      result: null,
      confirmation: {
        registrationId,
        downloadToken,
        payToken,
        billing,
        program,
        batch,
        fees,
        discountPercentage,
      },
    },
    { headers: PERSONAL },
  );
}

/**
 * With JavaScript: a post that got no answer of the action's (offline, a body limit in front of it, a failure
 * of ours) is the form's failure ('❌ Submission failed. Please try again.'), not the error screen.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<RegistrationAnswer> {
  try {
    return (await serverAction()) as RegistrationAnswer;
  } catch {
    return NO_ANSWER;
  }
}

/** The form's own post changes nothing the page loaded (as POST /api/registration did not): no reload. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === REGISTRATION_ACTION ? false : defaultShouldRevalidate;
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const cacheControl = actionHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const type = params.get("type") ?? "";
  const program = params.get("program") ?? "";
  return (
    <main id="main" className="bg-slate-50">
      <PageHero
        tone="light"
        title={MESSAGES.registerHere}
        lead="Enrol in a course or internship. Your confirmation, with your registration ID and fees, downloads as a PDF."
        crumbs={[{ label: "Home", to: "/" }, { label: MESSAGES.registerHere }]}
      />
      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-4xl">
          {/* Keyed by the preselection so following another program's link starts a fresh form. */}
          <RegistrationForm
            key={`${type}|${program}`}
            initialType={type}
            initialProgram={program}
            programs={loaderData.programs}
            result={actionData?.result}
            confirmation={actionData?.confirmation}
            paymentWays={loaderData.paymentWays}
          />
        </div>
      </Container>
    </main>
  );
}
