import { useEffect, useState } from "react";
import { HOME } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";
import { SmartImage } from "../../components/ui/smart-image";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import type { LogoData } from "./home-types";
import type { SectionState } from "./section-state";

/** Moves the first `count` items to the end. */
export function rotateLogos<T>(items: T[], count: number): T[] {
  if (items.length === 0) return items;
  const n = count % items.length;
  return [...items.slice(n), ...items.slice(0, n)];
}

/**
 * Logo wall of hiring companies: 9 visible; with more than 9 the first 3 move to the end every 3 s (not when the
 * visitor prefers reduced motion).
 */
export function LogoWall({ state }: { state: SectionState<LogoData> }) {
  // The loading fallback and the streamed section are both in the served HTML: their ids must differ.
  const headingId = state.status === "loading" ? "logos-heading-loading" : "logos-heading";
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow="Hiring Partners"
          title="Our students work at leading companies"
          lead="1500+ companies in our placement network hire from our courses and internships."
        />
        <div className="mt-10 min-h-[264px] sm:min-h-[272px] md:min-h-24">
          {state.status === "loading" && <Notice>{SHELL_TEXT.loadingLogos}</Notice>}
          {state.status === "error" && (
            <Notice>
              <span role="alert" className="text-red-700">
                {state.message}
              </span>
            </Notice>
          )}
          {state.status === "loaded" && state.items.length === 0 && <Notice>{MESSAGES.logosEmpty}</Notice>}
          {state.status === "loaded" && state.items.length > 0 && <RotatingLogos logos={state.items} />}
        </div>
      </Container>
    </section>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="flex min-h-[264px] items-center justify-center text-slate-600 sm:min-h-[272px] md:min-h-24"
    >
      {children}
    </p>
  );
}

function RotatingLogos({ logos }: { logos: LogoData[] }) {
  const [order, setOrder] = useState(logos);
  const reducedMotion = useReducedMotion();

  useEffect(() => setOrder(logos), [logos]);

  useEffect(() => {
    if (logos.length <= HOME.logosVisible || reducedMotion) return;
    const timer = setInterval(
      () => setOrder((current) => rotateLogos(current, HOME.logosMovedPerRotation)),
      HOME.logoRotationMs,
    );
    return () => clearInterval(timer);
  }, [logos, reducedMotion]);

  return (
    <ul data-testid="logo-wall" className="grid grid-cols-3 gap-3 sm:gap-4 md:grid-cols-9">
      {order.slice(0, HOME.logosVisible).map((logo) => (
        <li
          key={logo.id}
          className="flex h-20 items-center justify-center rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md md:h-24"
        >
          <SmartImage
            path={logo.banner_image_path}
            alt={logo.image_alt ?? logo.title}
            title={logo.title}
            width={160}
            height={80}
            className="max-h-full w-auto max-w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}
