import { useTranslation } from "react-i18next"
import { Section } from "./Section"

/**
 * The facility's own description (spec 3.2): headings, paragraphs, images and links as the
 * owner's editor wrote them. The server sanitised this HTML with its allow-list when it was
 * saved (nothing executable survives, links carry rel="nofollow" as chosen), so it is rendered
 * as it is.
 */
export function DescriptionSection({ html, name }: { html: string; name: string }) {
  const { t } = useTranslation("facility")
  if (html.trim() === "") return null
  return (
    <Section id="description" title={t("ABOUT", { name })}>
      <div className="facility-description" dangerouslySetInnerHTML={{ __html: html }} />
    </Section>
  )
}
