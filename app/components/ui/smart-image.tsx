import { type ImgHTMLAttributes, useState } from "react";
import { preload } from "react-dom";
import { imageVariantPath, RESPONSIVE_IMAGE_WIDTHS } from "../../../domain/media";
import { mediaUrl, PLACEHOLDER_IMAGE } from "../../lib/media";

/**
 * `srcset` of a stored image's width variants (made by the media route on demand), up to the first one at
 * least as wide as the slot's `width`; undefined for images without variants.
 */
export function responsiveSrcSet(path: string | null | undefined, maxWidth: number): string | undefined {
  if (!path?.trim() || /^https?:\/\//.test(path)) return undefined;
  const widest =
    RESPONSIVE_IMAGE_WIDTHS.find((width) => width >= maxWidth) ?? Math.max(...RESPONSIVE_IMAGE_WIDTHS);
  const candidates = RESPONSIVE_IMAGE_WIDTHS.filter((width) => width <= widest).flatMap((width) => {
    const variant = imageVariantPath(path, width);
    return variant ? [`${mediaUrl(variant)} ${width}w`] : [];
  });
  return candidates.length ? candidates.join(", ") : undefined;
}

/**
 * An image from storage with explicit size (no layout shift), lazy by default, and the placeholder when
 * the path is missing or the file fails to load. With `sizes` (the rendered width, as in the layout), the
 * browser picks the narrowest WebP variant that is sharp enough for the screen.
 */
export function SmartImage({
  path,
  alt,
  width,
  height,
  priority = false,
  sizes,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  path: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const srcSet = !failed && sizes ? responsiveSrcSet(path, width) : undefined;
  // A priority image (the hero, the alert popup) is announced in <head>, before the CSS and scripts load.
  if (priority && !failed)
    preload(mediaUrl(path), {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: srcSet,
      imageSizes: srcSet ? sizes : undefined,
    });
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : mediaUrl(path)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
