import { cmsFaqItemQuery, faqPageTexts, faqSections, readyMachines, type CmsFaqItem, type FaqSection } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, Redirect, useParams, useSearchParams } from "wouter"
import { api } from "../../shared/api"
import { SelectField, useForm } from "../../shared/forms"
import { pathTo } from "../../shared/routing/paths"
import { useReadyMachine } from "../../shared/session"
import { ReadState } from "../../shared/ui/ReadState"
import { CmsShell } from "./CmsShell"
import { ContentEditor } from "./content/ContentEditor"

const NEW_ITEM = "nowy"

/** The item's editor (core's faqItemForm): the content editor with the item's section and kind; a save returns to the list. */
function FaqItemForm({ item, section }: { readonly item: CmsFaqItem | null; readonly section: FaqSection }) {
  const { t } = useTranslation("cms")
  const form = useForm(useReadyMachine(readyMachines.faqItemForm), { ns: "cms", input: { entry: item, defaults: { section } } })
  if (form.result !== null) return <Redirect to={pathTo("cms_faq")} replace />
  return (
    <ContentEditor form={form}>
      <fieldset className="cms__fields">
        <legend>{t("FAQ_ITEM_DETAILS")}</legend>
        <SelectField {...form.field("section")} label={t("SECTION")} placeholder={t("SECTION")} options={faqSections.map((value) => ({ value, label: faqPageTexts.pl[value].title }))} />
        <SelectField
          {...form.field("kind")}
          label={t("KIND")}
          placeholder={t("KIND")}
          options={(["entry", "banner", "changes"] as const).map((value) => ({ value, label: t(`KIND_${value.toUpperCase() as "ENTRY" | "BANNER" | "CHANGES"}`) }))}
        />
      </fieldset>
    </ContentEditor>
  )
}

/** /cms/faq/:id (issue 19): a FAQ item edited, or a new one (`nowy`, its section from `?section=`). */
export default function CmsFaqItemPage() {
  const { t } = useTranslation("cms")
  const { id = "" } = useParams<{ id: string }>()
  const [search] = useSearchParams()
  const isNew = id === NEW_ITEM
  const number = Number(id)
  const query = useQuery({ ...cmsFaqItemQuery(api, isNew ? 0 : number), enabled: !isNew && Number.isInteger(number) && number >= 1 })
  const section = faqSections.find((name) => name === search.get("section")) ?? "intro"
  return (
    <CmsShell title={isNew ? t("NEW_FAQ_ITEM") : t("EDIT_FAQ_ITEM")}>
      <p><Link href={pathTo("cms_faq")}>{t("BACK_TO_FAQ")}</Link></p>
      {isNew ? <FaqItemForm item={null} section={section} /> : <ReadState query={query}>{(item) => <FaqItemForm key={item.updated_at} item={item} section={item.section} />}</ReadState>}
    </CmsShell>
  )
}
