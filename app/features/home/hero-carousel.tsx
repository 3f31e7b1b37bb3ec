import { lazy, Suspense, useEffect, useState } from "react";
import { MESSAGES, SHELL_TEXT } from "../../../domain/messages";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from "../../components/layout/icons";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import type { CarouselApi } from "./hero-carousel-engine";
import type { HeroSlideData } from "./home-types";
import type { SectionState } from "./section-state";

const HeroCarouselEngine = lazy(() => import("./hero-carousel-engine"));

/** Fixed height in every state, so nothing below moves when the carousel starts (about 67vh on phones). */
const FRAME = "h-[67vh] min-h-[420px] md:h-[480px] lg:h-[540px]";

/** The hero banner: one slide per active hero section, autoplaying, looping, centred, with arrows and swipe. */
export function HeroCarousel({ state }: { state: SectionState<HeroSlideData> }) {
  return (
    <section
      aria-label="Featured"
      data-theme="dark"
      className="bg-gradient-to-b from-brand-900 to-brand pt-5"
    >
      {state.status === "loaded" && state.items.length > 0 ? (
        <Slides slides={state.items} />
      ) : (
        <div
          className={`${FRAME} mx-5 flex items-center justify-center rounded-3xl bg-white/5 ring-1 ring-white/10`}
        >
          {state.status === "loading" && (
            <p role="status" className="text-white/85">
              {SHELL_TEXT.loading}
            </p>
          )}
          {state.status === "error" && (
            <p role="alert" className="rounded-xl bg-white px-4 py-3 font-medium text-red-700 shadow">
              {state.message || MESSAGES.unknownError}
            </p>
          )}
          {state.status === "loaded" && <p className="text-white/85">{MESSAGES.heroEmpty}</p>}
        </div>
      )}
      <BottomBar />
    </section>
  );
}

function Slides({ slides }: { slides: HeroSlideData[] }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi | undefined>(undefined);
  const [selected, setSelected] = useState(0);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!api) {
      setReady(false);
      return;
    }
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    setReady(true);
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  return (
    <section
      aria-label="Featured stories"
      className="relative"
      aria-roledescription="carousel"
      data-testid="hero-carousel"
      data-selected={selected}
      data-ready={ready ? "true" : "false"}
    >
      {viewport && (
        <Suspense fallback={null}>
          <HeroCarouselEngine viewport={viewport} onApi={setApi} />
        </Suspense>
      )}
      <div ref={setViewport} className="overflow-hidden">
        {/* Until Embla runs, a CSS transform centres the first slide as Embla will (Embla's inline transform wins). */}
        <div
          className={`flex touch-pan-y ${
            ready
              ? ""
              : "[transform:translate3d(8.333%,0,0)] md:[transform:translate3d(20%,0,0)] lg:[transform:translate3d(25%,0,0)]"
          }`}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.slug}
              data-slide-index={index}
              className="min-w-0 shrink-0 grow-0 basis-[83.333%] px-2.5 md:basis-[60%] lg:basis-1/2"
            >
              <article
                className={`${FRAME} relative isolate flex items-end overflow-hidden rounded-3xl bg-brand-900 shadow-2xl shadow-slate-950/30 transition-opacity duration-500 ${
                  index === selected ? "opacity-100" : "opacity-60"
                }`}
              >
                <SmartImage
                  path={slide.featured_image}
                  alt=""
                  width={1200}
                  height={800}
                  sizes={IMAGE_SIZES.fullWidth}
                  priority={index === 0}
                  className="absolute inset-0 -z-10 h-full w-full object-cover"
                />
                <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/55 to-slate-950/20" />
                <div className="p-6 text-white sm:p-10">
                  <h2 className="text-2xl font-bold leading-tight tracking-tight sm:text-3xl lg:text-4xl">
                    {slide.title}
                  </h2>
                  <p className="mt-3 line-clamp-3 max-w-xl text-sm text-white/85 sm:text-base">
                    {slide.small_description}
                  </p>
                  <a
                    href={`/hero/${slide.slug}`}
                    target="_blank"
                    rel="noopener"
                    tabIndex={index === selected ? 0 : -1}
                    className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand shadow-lg transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {SHELL_TEXT.knowMore}
                    <span className="sr-only">: {slide.title}</span>
                    <ArrowRightIcon width={16} height={16} />
                  </a>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
      <ArrowButton side="left" label={SHELL_TEXT.heroPrevious} onClick={() => api?.scrollPrev()} />
      <ArrowButton side="right" label={SHELL_TEXT.heroNext} onClick={() => api?.scrollNext()} />
    </section>
  );
}

function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 z-10 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-brand shadow-lg ring-1 ring-black/5 backdrop-blur transition hover:scale-105 hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:h-12 sm:w-12 ${
        side === "left" ? "left-3 sm:left-6 md:left-16" : "right-3 sm:right-6 md:right-16"
      }`}
    >
      {side === "left" ? (
        <ChevronLeftIcon width={22} height={22} />
      ) : (
        <ChevronRightIcon width={22} height={22} />
      )}
    </button>
  );
}

function BottomBar() {
  return (
    <ul
      aria-label="What we do"
      // The chat launcher moves up while it would cover this bar (floating-assistant.tsx).
      data-floating-avoid=""
      className="mx-auto mt-5 grid max-w-7xl grid-cols-4 border-t border-white/10 text-center text-xs font-semibold text-white sm:text-sm"
    >
      {SHELL_TEXT.heroBottomBar.map((label, index) => (
        <li
          key={label}
          className={`px-1 py-4 tracking-wide sm:px-4 ${index > 0 ? "border-l border-white/10" : ""}`}
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
