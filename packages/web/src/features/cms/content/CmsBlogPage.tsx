import { cmsBlogPostsQuery } from "@pociecha/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { pathTo } from "../../../shared/routing/paths"
import { CmsShell } from "../CmsShell"
import { ContentList, useListAddress } from "./ContentList"

/** /cms/blog (issue 19): every post, drafts and scheduled ones too, newest first. */
export default function CmsBlogPage() {
  const { t } = useTranslation("cms")
  const { page } = useListAddress()
  const query = useQuery({ ...cmsBlogPostsQuery(api, page), placeholderData: keepPreviousData })
  return (
    <CmsShell title={t("BLOG")}>
      <ContentList query={query} searchable={false} newHref={pathTo("cms_blog_post", { id: "new" })} editHref={(id) => pathTo("cms_blog_post", { id: String(id) })} />
    </CmsShell>
  )
}
