import type { AttachmentKind } from "@pociecha/core"

/** A sheet of paper with a folded corner: every document kind draws on it. */
const SHEET = "M6 2h8l6 6v12a2 2 0 01-2 2H6a2 2 0 01-2-2V4a2 2 0 012-2zm7 1.5V9h5.5z"
/** A film frame with its perforations. */
const FILM = "M4 4h16a2 2 0 012 2v12a2 2 0 01-2 2H4a2 2 0 01-2-2V6a2 2 0 012-2zm0 2v2h2V6zm14 0v2h2V6zM4 16v2h2v-2zm14 0v2h2v-2zM9 9v6l5-3z"
/** A picture: a mountain under the sun. */
const PICTURE = "M4 4h16a2 2 0 012 2v12a2 2 0 01-2 2H4a2 2 0 01-2-2V6a2 2 0 012-2zm1 13h14l-4.5-6-3.5 4.5-2.5-3zM8 10.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z"

/** What marks each document kind on the sheet (spec 3.15: each type has its own icon). */
const sheetMark: Partial<Record<AttachmentKind, string>> = { pdf: "PDF", word: "W", excel: "X" }

/** The icon of an attachment's kind (spec 3.15), decorative: the link's text names the kind. */
export function AttachmentIcon({ kind, size = 28 }: { readonly kind: AttachmentKind; readonly size?: number }) {
  const mark = sheetMark[kind]
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={`attachment-icon attachment-icon--${kind}`}>
      <path fill="currentColor" d={kind === "movie" ? FILM : kind === "image" ? PICTURE : SHEET} />
      {mark === undefined ? null : (
        <text x="12" y="18.5" textAnchor="middle" fontSize={mark.length > 1 ? 6 : 8} fontWeight="700" fill="var(--color-surface, #fff)">
          {mark}
        </text>
      )}
    </svg>
  )
}
