import { faqPageTexts, faqSectionRoutes, faqSections, type FaqSection, type Language } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../shared/routing/paths"

/** The FAQ's sections as tabs of links (each its own page), the current one marked. */
export function FaqTabs({ current, language }: { readonly current: FaqSection; readonly language: Language }) {
  const { t } = useTranslation("faq")
  return (
    <nav className="faq-tabs" aria-label={t("SECTIONS")}>
      <ul className="faq-tabs__list">
        {faqSections.map((section) => (
          <li key={section}>
            <Link className="faq-tabs__tab" href={pathTo(faqSectionRoutes[section])} aria-current={section === current ? "page" : undefined}>
              {faqPageTexts[language][section].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
