import { type Tag, tagsQuery, TagType } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { iconChoices, isIconChoice, SelectField, TextField } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { Button } from "../../../shared/ui/Button"
import { EmptyPlaceholder } from "../../../shared/ui/EmptyPlaceholder"
import { useTags } from "../../../shared/tags"
import { ReadState } from "../../../shared/ui/ReadState"
import { SupportShell } from "../SupportShell"
import { TagForm } from "./TagForm"
import { TagRemoval } from "./TagRemoval"
import "../catalogue.css"

type Order = "newest" | "oldest"

/** The tags shown: of the type chosen, matching the search in key, slug or label, newest or oldest first. */
const shownTags = (tags: ReadonlyArray<Tag>, type: string, search: string, order: Order) => {
  const needle = search.trim().toLowerCase()
  return tags
    .filter((tag) => type === "" || tag.type === type)
    .filter((tag) => needle === "" || [tag.key, tag.param, tag.names?.pl ?? "", tag.names?.en ?? ""].some((text) => text.toLowerCase().includes(needle)))
    .toSorted((a, b) => (order === "newest" ? b.created_at - a.created_at : a.created_at - b.created_at))
}

/**
 * /support/tags (management 2.9 Tags): every tag, filtered by type and searched, sorted by when it
 * was added; create, edit and (confirmed) delete. Everyone's tag list is read again after each.
 */
export default function SupportTagsPage() {
  const { t } = useTranslation(["support", "common"])
  const tags = useQuery(tagsQuery(api))
  // The list shows the labels as every form does: support's own, for tags the app ships none of.
  useTags()
  const [type, setType] = useState("")
  const [search, setSearch] = useState("")
  const [order, setOrder] = useState<Order>("newest")
  // The tag whose form is open: "new", one tag's id, or none.
  const [editing, setEditing] = useState<string | null>(null)
  const shown = useMemo(() => shownTags(tags.data ?? [], type, search, order), [tags.data, type, search, order])
  return (
    <SupportShell tab="support_tags" title={t("common:SUPPORT_TAGS")}>
      <section className="support__section">
        <div className="support-catalogue__filters">
          <SelectField
            name="type"
            label={t("TAG_FILTER_TYPE")}
            placeholder={t("TAG_FILTER_ALL")}
            value={type}
            onChange={(event) => setType(event.target.value)}
            options={TagType.literals.map((value) => ({ value, label: t(keyFromData(`support:TYPE_${value}`)) }))}
          />
          <TextField name="search" label={t("TAG_SEARCH")} value={search} onChange={(event) => setSearch(event.target.value)} />
          <SelectField
            name="order"
            label={t("SORT_LABEL")}
            placeholder={t("SORT_LABEL")}
            value={order}
            onChange={(event) => setOrder(event.target.value === "oldest" ? "oldest" : "newest")}
            options={[{ value: "newest", label: t("SORT_NEWEST") }, { value: "oldest", label: t("SORT_OLDEST") }]}
          />
          <Button variant="primary" onClick={() => setEditing("new")} data-testid="tag-new">
            {t("TAG_NEW")}
          </Button>
        </div>
        {editing === "new" ? <TagForm tag={null} onClose={() => setEditing(null)} /> : null}
        <ReadState query={tags} isEmpty={() => shown.length === 0} empty={<EmptyPlaceholder title={t("TAGS_EMPTY")} />}>
          {() => (
            <ul className="support-catalogue__list" data-testid="tag-list">
              {shown.map((tag) => (
                <li key={tag.id} className="support-catalogue__row" data-testid={`tag-${tag.param}`}>
                  <span aria-hidden="true">{isIconChoice(tag.icon) ? iconChoices[tag.icon] : ""}</span>
                  <strong>{t(keyFromData(tag.display), { ns: "common" })}</strong>
                  <span className="support-catalogue__meta">{t(keyFromData(`support:TYPE_${tag.type}`))} · {tag.key} · /{tag.param}</span>
                  <span className="support-catalogue__meta">{t("TAG_CREATED_AT")} {tag.created_at_display}</span>
                  <span className="support-item__actions">
                    <Button onClick={() => setEditing(tag.id)}>{t("TAG_EDIT")}</Button>
                    <TagRemoval id={tag.id} />
                  </span>
                  {editing === tag.id ? <TagForm tag={tag} onClose={() => setEditing(null)} /> : null}
                </li>
              ))}
            </ul>
          )}
        </ReadState>
      </section>
    </SupportShell>
  )
}
