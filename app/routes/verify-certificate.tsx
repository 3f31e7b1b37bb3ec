import { data } from "react-router";
import { findCertificate, RevokedCertificateError } from "../../domain/certificates/certificates.server";
import { NotFoundError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { CertificateCheck, type CertificateResult } from "../features/certificates/certificate-check";
import type { PageHandle } from "../lib/page-handle";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/verify-certificate";

/** The query parameters this page reads (server/page-address.ts); any other is dropped before it renders. */
export const handle: PageHandle = { searchParams: ["id"] };

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    title: "Verify a Certificate | Nexora Technologies",
    description: "Check a Nexora Technologies course or internship certificate by its certificate ID.",
    path: "/verify-certificate",
    siteUrl: siteUrlOf(matches),
    // A result names a person: keep results (`?id=`) out of search engines; the empty form may be found.
    noindex: new URLSearchParams(location.search).has("id"),
    breadcrumbs: [{ name: "Verify Certificate", path: "/verify-certificate" }],
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers();
  for (const name of ["Cache-Control", "Retry-After"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** `?id=` present: look it up (blank -> the blank message); absent: the placeholder. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id");
  // A result names a person: keep it out of shared caches (the page cache only stores answers without
  // their own Cache-Control).
  const respond = (result: CertificateResult, status = 200, retryAfterSeconds?: number) =>
    data(
      { id: id ?? "", result },
      {
        status,
        headers:
          id === null
            ? undefined
            : {
                "Cache-Control": "private, no-cache",
                ...(retryAfterSeconds && { "Retry-After": String(retryAfterSeconds) }),
              },
      },
    );
  if (id === null) return respond({ state: "idle" });
  if (!id.trim()) return respond({ state: "blank" });
  // Look-ups share one budget per address with GET /api/verify: a person checks a few ids, a script thousands.
  const verdict = await context.rateLimiter.consume("verify", context.clientAddress);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    return respond(
      { state: "error", message: MESSAGES.tooManyLookups(minutes) },
      429,
      verdict.retryAfterSeconds,
    );
  }
  try {
    return respond({ state: "found", certificate: await findCertificate(context.db, id) });
  } catch (error) {
    if (error instanceof NotFoundError) return respond({ state: "not-found", id }, 404);
    if (error instanceof RevokedCertificateError)
      return respond({ state: "revoked", revoked: error.revoked }, 410);
    context.sectionFailed("certificate check failed", error);
    return respond({ state: "error", message: MESSAGES.serviceUnavailable }, 503);
  }
}

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="bg-slate-50">
      <PageHero
        tone="ink"
        title="Verify Certificate"
        lead="Enter the certificate ID printed on a Nexora Technologies certificate to confirm it is genuine."
        crumbs={[{ label: "Home", to: "/" }, { label: "Verify Certificate" }]}
      />
      <Container className="py-12 sm:py-16">
        {/* Keyed by the id so a new search starts from the submitted value. */}
        <CertificateCheck key={loaderData.id} initialId={loaderData.id} result={loaderData.result} />
      </Container>
    </main>
  );
}
