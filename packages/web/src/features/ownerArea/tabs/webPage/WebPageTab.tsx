import { facilityRefOf, facilityWebPagesQuery, pageTemplatesQuery, type PageTemplate, type WebPage } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { siteOrigin } from "../../../../shared/siteAddress"
import { WebsiteBuilder } from "./WebsiteBuilder"
import { WebsiteUpsell } from "./WebsiteUpsell"
import "./webPage.css"

/** The package's limit of websites (issue 17: free 0, registered 1, premium 1). */
const WEB_PAGES_LIMIT_KEY = "web_pages"

/**
 * The website tab (management 2.6, 4 Website): the templates and the facility's site, read once;
 * the builder (core's websiteBuilderMachine) keeps them from then on. A facility whose package
 * allows no site and that has none is shown the upsell instead (management 9).
 */
export default function WebPageTab({ facility, params }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  // The facility's one cache name (its slug, or its id without one), as every write names it too.
  const ref = facilityRefOf(facility)
  const templates = useQuery(pageTemplatesQuery(api))
  const sites = useQuery(facilityWebPagesQuery(api, ref))
  const limit = facility.limits[WEB_PAGES_LIMIT_KEY]
  return (
    <section className="owner-tab" aria-label={t("WEBSITE")}>
      <ReadState query={sites}>
        {(read: ReadonlyArray<WebPage>) =>
          read.length === 0 && limit !== undefined && limit < 1 ? (
            <WebsiteUpsell facilityStatus={facility.status} />
          ) : (
            <ReadState query={templates}>
              {(offered: ReadonlyArray<PageTemplate>) => (
                <WebsiteBuilder
                  facilityRef={ref}
                  facilityName={facility.name}
                  templates={offered}
                  site={read[0] ?? null}
                  siteOrigin={siteOrigin()}
                  openSubpage={params.subpage}
                />
              )}
            </ReadState>
          )
        }
      </ReadState>
    </section>
  )
}
