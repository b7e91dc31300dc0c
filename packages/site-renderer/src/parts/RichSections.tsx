import type { SubpageSection } from "@pociecha/core"

/** Rich text the server sanitised with its allow-list when it was saved (DESIGN 3a): written as it is. */
export function RichText({ html }: { html: string }) {
  return <div className="rich" dangerouslySetInnerHTML={{ __html: html }} />
}

/** A subpage's own rich-text sections, which every subpage shows after what it reads from the card. */
export function RichSections({ sections }: { sections: ReadonlyArray<SubpageSection> }) {
  return (
    <>
      {sections.map((section, index) => <RichText key={index} html={section.rich_text} />)}
    </>
  )
}
