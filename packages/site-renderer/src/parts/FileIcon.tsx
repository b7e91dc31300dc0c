import type { AttachmentKind } from "@pociecha/core"

/** One small path per kind (spec 3.15: each type has its own icon), drawn inline so no request is made. */
const paths: Readonly<Record<Exclude<AttachmentKind, "image">, string>> = {
  pdf: "M6 2h9l5 5v15H6zM14 3v5h5M8 13h2.5a1.5 1.5 0 0 1 0 3H8v-3zm0 3v3m5-6v6h1.5a3 3 0 0 0 0-6zm5 0h-2v6m0-3h1.5",
  word: "M6 2h9l5 5v15H6zM14 3v5h5M8 12l1.5 7 1.5-5 1.5 5L14 12",
  excel: "M6 2h9l5 5v15H6zM14 3v5h5M8 12l5 7m0-7-5 7",
  movie: "M3 5h18v14H3zM10 9v6l5-3z",
  file: "M6 2h9l5 5v15H6zM14 3v5h5"
}

/** The icon of a downloadable attachment's kind; decorative, the link's text names the file. */
export function FileIcon({ kind }: { kind: Exclude<AttachmentKind, "image"> }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  )
}
