import { cmsMaterialsQuery } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { pathTo } from "../../../shared/routing/paths"
import { CmsShell } from "../CmsShell"
import { ContentList, useListAddress } from "./ContentList"

/** /cms/materials (issue 19): the teacher zone's materials, drafts too, narrowed by a title. */
export default function CmsMaterialsPage() {
  const { t } = useTranslation("cms")
  const { q, page } = useListAddress()
  const query = useQuery({ ...cmsMaterialsQuery(api, q, page), placeholderData: keepPreviousData })
  return (
    <CmsShell title={t("MATERIALS")}>
      <ContentList query={query} searchable newHref={pathTo("cms_material", { id: "new" })} editHref={(id) => pathTo("cms_material", { id: String(id) })} />
    </CmsShell>
  )
}
