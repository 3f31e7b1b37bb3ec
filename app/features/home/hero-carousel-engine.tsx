import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useRef } from "react";
import { HERO_CAROUSEL } from "../../../domain/constants";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla (loop, centred, autoplay every 5 s, not stopped by interaction) attached to the server-rendered
 * carousel viewport. Loaded after hydration so the carousel library is not part of the first-load JavaScript.
 */
export default function HeroCarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  const autoplay = useRef(
    Autoplay({ delay: HERO_CAROUSEL.autoplayMs, stopOnInteraction: HERO_CAROUSEL.stopOnInteraction }),
  );
  const [attach, api] = useEmblaCarousel({ loop: HERO_CAROUSEL.loop, align: HERO_CAROUSEL.align }, [
    autoplay.current,
  ]);

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
