import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../shared/routing/paths"

/** What a signed-in user who is neither content staff nor support sees of the CMS: that it is not theirs. */
export function CmsNoAccess() {
  const { t } = useTranslation("cms")
  return (
    <div className="cms container">
      <section className="cms__card card">
        <h1 className="cms__title">{t("CMS_NAME")}</h1>
        <p role="alert" className="cms__alert" data-testid="cms-no-access">{t("NO_ACCESS")}</p>
        <Link href={pathTo("landing")}>{t("BACK_TO_PORTAL")}</Link>
      </section>
    </div>
  )
}
