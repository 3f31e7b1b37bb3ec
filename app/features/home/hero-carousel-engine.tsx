import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";
import { HERO_CAROUSEL } from "../../../domain/constants";
import { useReducedMotion } from "../../lib/use-reduced-motion";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla (loop, centred, autoplay every 5 s, not stopped by interaction) attached to the server-rendered
 * carousel viewport. Loaded after hydration so the carousel library is not part of the first-load JavaScript.
 * No autoplay while the visitor prefers reduced motion (the arrows and swipe still work).
 */
export default function HeroCarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  const reducedMotion = useReducedMotion();
  // One plugin instance for the engine's lifetime (created on the first render only).
  const [autoplay] = useState(() =>
    Autoplay({
      delay: HERO_CAROUSEL.autoplayMs,
      stopOnInteraction: HERO_CAROUSEL.stopOnInteraction,
      playOnInit: !reducedMotion,
    }),
  );
  const [attach, api] = useEmblaCarousel({ loop: HERO_CAROUSEL.loop, align: HERO_CAROUSEL.align }, [
    autoplay,
  ]);

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  // The setting can change while the page is open (and is only known after hydration).
  useEffect(() => {
    if (!api) return;
    if (reducedMotion) autoplay.stop();
    else if (!autoplay.isPlaying()) autoplay.play();
  }, [api, autoplay, reducedMotion]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
