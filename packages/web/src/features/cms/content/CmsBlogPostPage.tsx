import { blogCategories, cmsBlogPostQuery, readyMachines, type CmsBlogPost } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { SelectField, TextField, useForm } from "../../../shared/forms"
import { pathTo } from "../../../shared/routing/paths"
import { useReadyMachine } from "../../../shared/session"
import { ContentEditor } from "./ContentEditor"
import { EditorFrame, SavedEntry, useEntryId } from "./EditorFrame"

const postHref = (id: number) => pathTo("cms_blog_post", { id: String(id) })

/** /cms/blog/:id (`new` for a new one; issue 19): a post in the content editor, with its address, category, author and cover. */
export default function CmsBlogPostPage() {
  const { t } = useTranslation("cms")
  const id = useEntryId()
  const query = useQuery({ ...cmsBlogPostQuery(api, id ?? 0), enabled: typeof id === "number" })
  return (
    <EditorFrame title={id === null ? t("NEW_POST") : t("EDIT_POST")} back={pathTo("cms_blog")} backLabel={t("BACK_TO_BLOG")} id={id} query={query} removal={readyMachines.blogPostRemoval}>
      {(post) => <PostForm post={post} />}
    </EditorFrame>
  )
}

function PostForm({ post }: { readonly post: CmsBlogPost | null }) {
  const { t } = useTranslation(["cms", "blog"])
  const form = useForm(useReadyMachine(readyMachines.blogPostForm), { ns: "cms", input: { entry: post } })
  if (form.result !== null) return <SavedEntry saved={form.result} isNew={post === null} href={postHref} />
  return (
    <ContentEditor form={form}>
      <fieldset className="cms__fields">
        <legend>{t("POST_DETAILS")}</legend>
        <TextField label={t("SLUG")} hint={t("SLUG_HINT")} required {...form.field("slug")} />
        <SelectField
          label={t("CATEGORY")}
          placeholder={t("CHOOSE")}
          required
          options={blogCategories.map((category) => ({ value: category, label: t(`CATEGORY_${category}`, { ns: "blog" }) }))}
          {...form.field("category")}
        />
        <TextField label={t("AUTHOR")} required {...form.field("author")} />
        <TextField label={t("COVER_URL")} required {...form.field("cover_url")} />
        <TextField label={t("COVER_ALT")} required {...form.field("cover_alt")} />
      </fieldset>
    </ContentEditor>
  )
}
