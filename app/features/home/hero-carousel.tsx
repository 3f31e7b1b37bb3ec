import { type CSSProperties, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { HERO_CAROUSEL } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from "../../components/layout/icons";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import type { HeroSlideData } from "./home-types";
import type { SectionState } from "./section-state";

/** A swipe shorter than this is a tap or a wobble, not a move. */
const SWIPE_PX = 40;

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

/** The selected slide, the track's start offset for the move in progress, and the autoplay. */
function useCarouselState(count: number) {
  const reducedMotion = useReducedMotion();
  const [selected, setSelected] = useState(0);
  // Where the track starts a move, in slides from the centre: ±1 for one frame, then 0 with a transition.
  const [shift, setShift] = useState(0);
  const [ready, setReady] = useState(false);

  const move = useCallback(
    (step: 1 | -1) => {
      setSelected((current) => (current + step + count) % count);
      setShift(step);
    },
    [count],
  );

  useEffect(() => setReady(true), []);

  // After the re-ordered row is painted one slide away, glide to the centre.
  useEffect(() => {
    if (shift === 0) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setShift(0)));
    return () => cancelAnimationFrame(frame);
  }, [shift]);

  // Autoplay: the next slide every 5 s after the last move, clicks included; none with reduced motion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` restarts the wait after every move.
  useEffect(() => {
    if (reducedMotion || count < 2) return;
    const timer = setTimeout(() => move(1), HERO_CAROUSEL.autoplayMs);
    return () => clearTimeout(timer);
  }, [reducedMotion, count, move, selected]);

  return { selected, shift, ready, move };
}

/** Pointer handlers that turn a horizontal swipe into a move. */
function useSwipe(move: (step: 1 | -1) => void) {
  const swipeFrom = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      swipeFrom.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = swipeFrom.current;
      swipeFrom.current = null;
      if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
      move(event.clientX < from ? 1 : -1);
    },
  };
}

/** One slide: its image under a dark gradient, the title, the summary and a link only the selected one tabs to. */
function HeroSlide({
  slide,
  index,
  selected,
  slot,
}: {
  slide: HeroSlideData;
  index: number;
  selected: boolean;
  slot: number;
}) {
  return (
    <div
      data-slide-index={index}
      // Placed by its slot alone, not by the slides before it in a flex row: a slow phone paints the page
      // while it is still parsing, and a flex row moved the first slide over when the later ones arrived.
      style={{ "--slot": slot } as CSSProperties}
      className="absolute inset-y-0 left-[calc(var(--slot)*var(--basis))] w-(--basis) px-2.5"
    >
      <article
        className={`${FRAME} relative isolate flex items-end overflow-hidden rounded-3xl bg-brand-900 shadow-2xl shadow-slate-950/30 transition-opacity duration-500 ${
          selected ? "opacity-100" : "opacity-60"
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
            tabIndex={selected ? 0 : -1}
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand shadow-lg transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {SHELL_TEXT.knowMore}
            <span className="sr-only">: {slide.title}</span>
            <ArrowRightIcon width={16} height={16} />
          </a>
        </div>
      </article>
    </div>
  );
}

/**
 * Loop and centre without a carousel library: the slides stay in DOM order (headings, links and tab order
 * follow it) and each one's slot (`--slot`) lays them out around the selected one, which sits in the middle
 * position; the track's transform centres that position. A move re-orders the row and starts the track one slide away, where
 * the new slide stood, then lets it glide to the centre (FLIP). Until the script runs, the server's HTML already
 * shows the first slide centred with its neighbours, so nothing moves when it starts.
 * (It replaced Embla, 7.6 KiB of Brotli on the home page: ADR 9's JavaScript budget.)
 */
function Slides({ slides }: { slides: HeroSlideData[] }) {
  const count = slides.length;
  const middle = Math.floor(count / 2);
  const { selected, shift, ready, move } = useCarouselState(count);
  const swipe = useSwipe(move);

  return (
    <section
      aria-label="Featured stories"
      className="relative"
      aria-roledescription="carousel"
      data-testid="hero-carousel"
      data-selected={selected}
      data-ready={ready ? "true" : "false"}
    >
      <div className="overflow-hidden" {...swipe}>
        <div
          // The middle position's centre at the viewport's (a slide is --basis of it wide), moved by `shift`.
          // Only the number is inline: the HTML checker cannot read var() inside an inline transform.
          style={{ "--slots": middle + 0.5 - shift } as CSSProperties}
          className={`relative ${FRAME} touch-pan-y [--basis:83.333%] [transform:translate3d(calc(50%_-_var(--slots)_*_var(--basis)),0,0)] md:[--basis:60%] lg:[--basis:50%] ${
            shift === 0 ? "transition-transform duration-500 ease-out motion-reduce:transition-none" : ""
          }`}
        >
          {slides.map((slide, index) => (
            <HeroSlide
              key={slide.slug}
              slide={slide}
              index={index}
              selected={index === selected}
              slot={(index - selected + count + middle) % count}
            />
          ))}
        </div>
      </div>
      <ArrowButton side="left" label={SHELL_TEXT.heroPrevious} onClick={() => move(-1)} />
      <ArrowButton side="right" label={SHELL_TEXT.heroNext} onClick={() => move(1)} />
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
