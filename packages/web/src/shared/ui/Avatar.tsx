import { ImageWithFallback } from "./ImageWithFallback"

export interface AvatarProps {
  /** The uploaded photo, if any. */
  readonly src: string | null | undefined
  /** Seed of the identicon shown without a photo (the user's id). */
  readonly seed: string
  readonly alt: string
  readonly size?: number
}

/** A round user avatar: the photo, or the identicon (size 100, hue 217) when there is none. */
export function Avatar({ src, seed, alt, size = 40 }: AvatarProps) {
  return <ImageWithFallback className="avatar" src={src} alt={alt} identicon={seed} width={size} height={size} loading="eager" />
}
