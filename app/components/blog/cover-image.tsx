// A post's cover (issue 28 item 5) on its blog card and at the top of its page: the library
// image with its resized copies in `srcset`, its own width and height (the box is reserved
// before the bytes arrive: no layout shift) and its alt text from the library.
import { mediaSrcSet, mediaUrl, type MediaImageInfo } from "~/lib/media/media";
import { cn } from "~/lib/utils";

export interface CoverImageData {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page needs to draw a cover, or null for a post without one (or an image of unknown size). */
export function coverImageData(cover: (MediaImageInfo & { altText: string }) | null): CoverImageData | null {
  if (!cover?.width || !cover.height) return null;
  const srcSet = mediaSrcSet(cover);
  return {
    src: mediaUrl(cover),
    ...(srcSet ? { srcSet } : {}),
    width: cover.width,
    height: cover.height,
    alt: cover.altText,
  };
}

export function CoverImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: CoverImageData;
  /** How wide the image is drawn, for the browser's choice in `srcset`. */
  sizes: string;
  /** The top of the post: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={cn("h-auto w-full bg-muted", className)}
    />
  );
}
