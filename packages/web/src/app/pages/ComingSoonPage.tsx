import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { pathTo } from "../paths"

/** A placeholder for a page that is not built yet ('Dla placówek'). */
export default function ComingSoonPage({ title }: { readonly title: string }) {
  const { t } = useTranslation()
  usePageTitle(t(title))
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: t(title) }]} />
      <h1>{t(title)}</h1>
      <EmptyPlaceholder title={t("COMING_SOON_TITLE")} subtitle={t("COMING_SOON_TEXT")} action={{ label: t("ALL_LOCATIONS"), href: pathTo("map") }} />
    </div>
  )
}
