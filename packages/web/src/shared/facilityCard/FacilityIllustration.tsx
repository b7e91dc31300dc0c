import { facilityIllustration } from "@pociecha/core"
import { useMemo } from "react"
import { useTagLookup } from "../useTagLookup"
import { Building, Motif, Openings } from "./illustrationParts"

export interface FacilityIllustrationProps {
  /** The facility's id and specialization tag ids: they decide the scene (core's facilityIllustration). */
  readonly facility: { readonly id: number; readonly specialization: ReadonlyArray<string> }
  readonly className?: string
}

/**
 * A generated picture of a facility with no photo yet: its own building, colours and a motif
 * that suits its type, drawn inline (no download). Decorative — hidden from screen readers; the
 * facility's name is always next to it.
 */
export function FacilityIllustration({ facility, className }: FacilityIllustrationProps) {
  const tags = useTagLookup()
  const scene = useMemo(
    () => facilityIllustration({ id: facility.id, specialization: tags.pick(facility.specialization).map((tag) => tag.key) }),
    [facility.id, facility.specialization, tags]
  )
  const { palette } = scene
  return (
    <svg
      className={className}
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="facility-illustration"
      data-motif={scene.motif}
      data-building={scene.building}
    >
      <rect width="160" height="100" fill={palette.sky} />
      <g transform={scene.mirrored ? "translate(160 0) scale(-1 1)" : undefined}>
        <g fill="#ffffff" opacity="0.85">
          <circle cx="128" cy="16" r="5" />
          <circle cx="135" cy="13" r="6.5" />
          <circle cx="142" cy="17" r="4.5" />
        </g>
        <path d="M0 80 Q40 68 80 76 T160 72 V100 H0 Z" fill={palette.hill} />
        <Building shape={scene.building} palette={palette} />
        <Openings palette={palette} />
        <Motif motif={scene.motif} palette={palette} />
      </g>
    </svg>
  )
}
