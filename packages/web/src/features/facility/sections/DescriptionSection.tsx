import { normalizeUrl, type DescriptionSection as Block } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"

/** The facility's own description: headings, paragraphs, images and nofollow links (spec 3.2). */
export function DescriptionSection({ blocks, name }: { blocks: ReadonlyArray<Block>; name: string }) {
  const { t } = useTranslation("facility")
  if (blocks.length === 0) return null
  return (
    <Section id="description" title={t("ABOUT", { name })}>
      <div className="facility-description">
        {blocks.map((block, index) => {
          switch (block.type) {
            case "heading":
              return <h3 key={index}>{block.text}</h3>
            case "paragraph":
              return <p key={index}>{block.text}</p>
            case "image":
              return (
                <figure key={index} className="facility-description__figure">
                  <img src={block.url} alt={block.alt} width={800} height={450} loading="lazy" decoding="async" />
                </figure>
              )
            case "link": {
              const url = normalizeUrl(block.url)
              return url === null ? null : (
                <p key={index}>
                  <a href={url} target="_blank" rel="nofollow noopener noreferrer">
                    {block.text || url}
                  </a>
                </p>
              )
            }
          }
        })}
      </div>
    </Section>
  )
}
