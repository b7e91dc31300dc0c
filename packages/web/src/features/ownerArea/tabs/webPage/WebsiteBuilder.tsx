import { readyMachines, subdomainOf, suggestedWebsiteName, templatePreviewUrl, type PageTemplate, type WebPage } from "@pociecha/core"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useToasts } from "../../../../shared/forms"
import { usePociechaMachine } from "../../../../shared/session"
import { Modal } from "../../../../shared/ui/Modal"
import { NewSiteForm } from "./NewSiteForm"
import { SiteSettings } from "./SiteSettings"
import { SubpageForm } from "./SubpageForm"
import { SubpageTree } from "./SubpageTree"

/** The subdomain a preview shows before the site exists (management 2.6): any name shows the chosen theme. */
const PREVIEW_SUBDOMAIN = "podglad"

export interface WebsiteBuilderProps {
  readonly facilityRef: string
  readonly facilityName: string
  readonly templates: ReadonlyArray<PageTemplate>
  readonly site: WebPage | null
  readonly siteOrigin: string
  /** The subpage the route names (`subpages/:subpage`): its form opens. */
  readonly openSubpage: string | undefined
}

/**
 * The website builder (core's websiteBuilderMachine, management 2.6): without a site, the
 * templates and the new site's name; with one, its settings and its subpages. The machine
 * decides; this renders its state and sends what the owner does.
 */
export function WebsiteBuilder({ facilityRef, facilityName, templates, site, siteOrigin, openSubpage }: WebsiteBuilderProps) {
  const { t } = useTranslation("ownerArea")
  const builder = usePociechaMachine(readyMachines.websiteBuilder, { input: { facilityRef, templates, site, siteOrigin } })
  useToasts(builder, "ownerArea")
  const context = useSelector(builder, (snapshot) => snapshot.context)
  const pending = useSelector(builder, (snapshot) => snapshot.hasTag("pending"))
  const confirming = useSelector(builder, (snapshot) => snapshot.matches({ site: "confirmingDelete" }) || snapshot.matches({ site: "deleting" }))
  const removing = useSelector(builder, (snapshot) => snapshot.matches({ site: "confirmingSubpageRemoval" }) || snapshot.matches({ site: "removingSubpage" }))
  const savingSubpage = useSelector(builder, (snapshot) => snapshot.matches({ site: { subpageForm: "saving" } }))
  useEffect(() => {
    // The name as suggested from the facility's (management 5), once, for a facility without a site.
    if (site === null) builder.send({ type: "CHANGE_NAME", value: suggestedWebsiteName(facilityName) })
  }, [builder, site, facilityName])
  useEffect(() => {
    if (openSubpage !== undefined) builder.send({ type: "EDIT_SUBPAGE", id: Number(openSubpage) })
  }, [builder, openSubpage])
  useEffect(() => {
    // Opened at once, inside the click that asked for it, so the browser lets the new tab open.
    const subscription = builder.on("templatePreview", ({ key, url }) => {
      const name = subdomainOf(builder.getSnapshot().context.name)
      window.open(url ?? templatePreviewUrl(siteOrigin, name === "" ? PREVIEW_SUBDOMAIN : name, key), "_blank", "noopener")
    })
    return () => subscription.unsubscribe()
  }, [builder, siteOrigin])
  if (context.site === null) return <NewSiteForm context={context} pending={pending} send={builder.send} />
  const removed = context.subpages.find((subpage) => subpage.id === context.target?.id)
  return (
    <div className="website-builder">
      <SiteSettings context={context} site={context.site} pending={pending} send={builder.send} />
      {context.draft === null ? (
        <SubpageTree subpages={context.subpages} disabled={pending} send={builder.send} />
      ) : (
        <SubpageForm draft={context.draft} errors={context.errors} formError={context.formError} pending={savingSubpage} send={builder.send} />
      )}
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          if (!open) builder.send({ type: "CANCEL" })
        }}
        title={t("WEBSITE_DELETE_TITLE")}
        description={t("WEBSITE_DELETE_TEXT", { name: context.site.domain.subdomain_name })}
        size="small"
        actions={[
          { display: t("CANCEL"), onClick: () => builder.send({ type: "CANCEL" }), disabled: pending },
          { display: t("DELETE"), color: "danger", onClick: () => builder.send({ type: "CONFIRM" }), disabled: pending }
        ]}
      />
      <Modal
        open={removing}
        onOpenChange={(open) => {
          if (!open) builder.send({ type: "CANCEL" })
        }}
        title={t("SUBPAGE_DELETE_TITLE")}
        description={t("SUBPAGE_DELETE_TEXT", { title: removed?.title ?? "" })}
        size="small"
        actions={[
          { display: t("CANCEL"), onClick: () => builder.send({ type: "CANCEL" }), disabled: pending },
          { display: t("DELETE"), color: "danger", onClick: () => builder.send({ type: "CONFIRM" }), disabled: pending }
        ]}
      />
    </div>
  )
}
