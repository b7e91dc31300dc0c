import { useEffect, useState } from "react"
import "./ui.css"

/** Identicon settings (spec 9): size 100, hue 217. */
export const IDENTICON_SIZE = 100
export const IDENTICON_HUE = 217

export interface IdenticonProps {
  /** What the picture is derived from, e.g. the user's id or e-mail. */
  readonly value: string
  /** Rendered size in CSS pixels; the picture itself is drawn at IDENTICON_SIZE. */
  readonly size?: number
  readonly alt?: string
  readonly className?: string
}

/**
 * A generated avatar. jdenticon is loaded on first use, so pages without an avatar never
 * download it; until then a neutral circle of the same size holds the place.
 */
export function Identicon({ value, size = 40, alt = "", className }: IdenticonProps) {
  const [icon, setIcon] = useState<{ readonly value: string; readonly uri: string } | null>(null)
  useEffect(() => {
    let live = true
    void import("jdenticon").then(({ toSvg }) => {
      const svg = toSvg(value, IDENTICON_SIZE, { hues: [IDENTICON_HUE], backColor: "#ffffff" })
      if (live) setIcon({ value, uri: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` })
    })
    return () => {
      live = false
    }
  }, [value])
  const classes = `identicon${className ? ` ${className}` : ""}`
  return icon?.value === value ? (
    <img className={classes} src={icon.uri} alt={alt} width={size} height={size} />
  ) : (
    <span className={`${classes} identicon--pending`} style={{ width: size, height: size }} role={alt ? "img" : undefined} aria-label={alt || undefined} />
  )
}
