import { type ImgHTMLAttributes, useState } from "react";
import { mediaUrl, PLACEHOLDER_IMAGE } from "../../lib/media";

/**
 * An image from storage with explicit size (no layout shift), lazy by default, and the placeholder when
 * the path is missing or the file fails to load.
 */
export function SmartImage({
  path,
  alt,
  width,
  height,
  priority = false,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & {
  path: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : mediaUrl(path)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
