import { isCmsUser } from "@pociecha/core"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link, Redirect } from "wouter"
import { useSessionUser } from "../../shared/auth/session"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { pathTo } from "../../shared/routing/paths"
import { CmsNoAccess } from "./CmsNoAccess"
import "./cms.css"

/**
 * The CMS's own small frame (management 2.10): its name, its sections (the cities; the teacher zone's materials and events, the blog; the legal texts) and the
 * page. The CMS shares the portal's session, so it gates by role here (the API does the same):
 * a guest goes to the CMS login; a signed-in user who is neither content staff nor support is
 * told they have no access.
 */
export function CmsShell({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation("cms")
  usePageTitle(title)
  const user = useSessionUser()
  if (user === null) return <Redirect to={pathTo("cms_login")} replace />
  if (!isCmsUser(user)) return <CmsNoAccess />
  return (
    <div className="cms container" data-testid="cms">
      <header className="cms__header">
        <Link href={pathTo("cms_city")} className="cms__brand">{t("CMS_NAME")}</Link>
        <nav aria-label={t("CMS_NAME")}>
          <Link href={pathTo("cms_city")}>{t("CITIES")}</Link>
          <Link href={pathTo("cms_legal")}>{t("LEGAL_TEXTS")}</Link>
          <Link href={pathTo("cms_materials")}>{t("MATERIALS")}</Link>
          <Link href={pathTo("cms_events")}>{t("EVENTS")}</Link>
          <Link href={pathTo("cms_blog")}>{t("BLOG")}</Link>
          <Link href={pathTo("cms_faq")}>{t("FAQ")}</Link>
        </nav>
      </header>
      <h1 className="cms__title">{title}</h1>
      {children}
    </div>
  )
}
