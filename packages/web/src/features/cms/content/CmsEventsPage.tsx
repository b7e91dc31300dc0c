import { cmsTeacherEventsQuery } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { pathTo } from "../../../shared/routing/paths"
import { CmsShell } from "../CmsShell"
import { ContentList, useListAddress } from "./ContentList"

/** /cms/events (issue 19): the teacher zone's calendar events and contests, drafts too, narrowed by a title. */
export default function CmsEventsPage() {
  const { t } = useTranslation("cms")
  const { q, page } = useListAddress()
  const query = useQuery({ ...cmsTeacherEventsQuery(api, q, page), placeholderData: keepPreviousData })
  return (
    <CmsShell title={t("EVENTS")}>
      <ContentList query={query} searchable newHref={pathTo("cms_event", { id: "new" })} editHref={(id) => pathTo("cms_event", { id: String(id) })} />
    </CmsShell>
  )
}
