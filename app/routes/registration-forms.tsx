import { useSearchParams } from "react-router";
import { OPTIONS } from "../../domain/constants";
import { MESSAGES } from "../../domain/messages";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { RegistrationForm } from "../features/registration/registration-form";
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

/** A link from a detail page (`?type=Courses&program=…`) preselects its program: its options come server-rendered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get("type") ?? "";
  if (!(OPTIONS.trainingType as readonly string[]).includes(type)) return { options: null };
  try {
    return { options: await context.reads.listProgramOptions(type === "Courses" ? "course" : "internship") };
  } catch (error) {
    context.sectionFailed("program options failed", error);
    return { options: null };
  }
}

export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
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
            initialOptions={loaderData.options}
          />
        </div>
      </Container>
    </main>
  );
}
