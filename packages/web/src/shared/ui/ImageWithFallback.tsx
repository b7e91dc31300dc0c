import { useState, type ImgHTMLAttributes, type ReactNode } from "react"
import { Identicon } from "./Identicon"

/** Placeholder pictures in public/images/placeholders (spec 2.3). */
export const placeholderImages = {
  facility: "/images/placeholders/facility.svg",
  none: "/images/placeholders/none.svg",
  avatar: "/images/placeholders/avatar.svg"
} as const

export type PlaceholderKind = keyof typeof placeholderImages

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError"> {
  readonly src: string | null | undefined
  readonly alt: string
  /** Which placeholder replaces a missing or broken image; defaults to 'none'. */
  readonly fallback?: PlaceholderKind
  /** A custom placeholder, used instead of `fallback`. */
  readonly fallbackSrc?: string
  /** Show a generated identicon of this value instead of a placeholder picture. */
  readonly identicon?: string
  /** Shown instead of a placeholder picture (e.g. a generated illustration); sized by its own class. */
  readonly placeholder?: ReactNode
}

/**
 * An image that falls back to a placeholder (or an identicon) when it has no source or fails
 * to load. Lazy-loaded and decoded off the main thread by default.
 */
export function ImageWithFallback({
  src,
  alt,
  fallback = "none",
  fallbackSrc,
  identicon,
  placeholder,
  loading = "lazy",
  decoding = "async",
  ...img
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const broken = src === null || src === undefined || src === "" || failedSrc === src
  if (broken && placeholder !== undefined) return placeholder
  if (broken && identicon !== undefined) {
    const size = typeof img.width === "number" ? img.width : 40
    return <Identicon value={identicon} size={size} alt={alt} {...(img.className ? { className: img.className } : {})} />
  }
  return (
    <img
      {...img}
      src={broken ? (fallbackSrc ?? placeholderImages[fallback]) : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (!broken) setFailedSrc(src)
      }}
    />
  )
}
