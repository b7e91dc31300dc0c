import { cmsFaqQuery, faqPageTexts, faqSections, publicationState, readyMachines, type CmsFaqItem, type FaqSection } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { useCommand } from "../../shared/forms"
import { pathTo } from "../../shared/routing/paths"
import { ReadState } from "../../shared/ui/ReadState"
import { CmsShell } from "./CmsShell"

/** An item's row: its question, kind and where it stands for readers, with its actions. */
function ItemRow({ item, order }: { readonly item: CmsFaqItem; readonly order: ReadonlyArray<number> }) {
  const { t } = useTranslation("cms")
  const removal = useCommand(readyMachines.faqItemRemoval, { ns: "cms", successToast: "FAQ_DELETED" })
  const reorder = useCommand(readyMachines.faqReorder, { ns: "cms" })
  const index = order.indexOf(item.id)
  const moved = (by: number) => {
    const ids = [...order]
    ids.splice(index, 1)
    ids.splice(index + by, 0, item.id)
    return { section: item.section, ids }
  }
  const state = publicationState(item, new Date())
  return (
    <tr>
      <td>{item.title}</td>
      <td>{t(`KIND_${item.kind.toUpperCase() as "ENTRY" | "BANNER" | "CHANGES"}`)}</td>
      <td>{t(`STATE_${state.toUpperCase() as "DRAFT" | "SCHEDULED" | "PUBLISHED"}`)}</td>
      <td className="cms__actions">
        <Link href={pathTo("cms_faq_item", { id: item.id })}>{t("EDIT")}<span className="visually-hidden"> {item.title}</span></Link>
        <button type="button" className="button" disabled={index === 0 || reorder.running} onClick={() => reorder.run(moved(-1))}>
          {t("MOVE_UP")}<span className="visually-hidden"> {item.title}</span>
        </button>
        <button type="button" className="button" disabled={index === order.length - 1 || reorder.running} onClick={() => reorder.run(moved(1))}>
          {t("MOVE_DOWN")}<span className="visually-hidden"> {item.title}</span>
        </button>
        <button type="button" className="button" disabled={removal.running} onClick={() => { if (window.confirm(t("DELETE_CONFIRM"))) removal.run({ id: item.id }) }}>
          {t("DELETE")}<span className="visually-hidden"> {item.title}</span>
        </button>
      </td>
    </tr>
  )
}

function SectionTable({ section, items }: { readonly section: FaqSection; readonly items: ReadonlyArray<CmsFaqItem> }) {
  const { t } = useTranslation("cms")
  const order = items.map((item) => item.id)
  return (
    <section aria-labelledby={`cms-faq-${section}`}>
      <h2 id={`cms-faq-${section}`}>{faqPageTexts.pl[section].title}</h2>
      <Link className="button button--primary" href={`${pathTo("cms_faq_item", { id: "nowy" })}?section=${section}`}>
        {t("NEW_FAQ_ITEM")}<span className="visually-hidden"> — {faqPageTexts.pl[section].title}</span>
      </Link>
      <table className="cms__table">
        <thead><tr><th>{t("QUESTION")}</th><th>{t("KIND")}</th><th>{t("STATUS")}</th><th>{t("ACTIONS")}</th></tr></thead>
        {/* Keyed by the order, so a move gives each row the commands of its new place. */}
        <tbody key={order.join()}>{items.map((item) => <ItemRow key={item.id} item={item} order={order} />)}</tbody>
      </table>
    </section>
  )
}

/** /cms/faq (issue 19): the FAQ's items per section with where they stand, to add, edit, move and delete. */
export default function CmsFaqPage() {
  const { t } = useTranslation("cms")
  const query = useQuery(cmsFaqQuery(api))
  return (
    <CmsShell title={t("FAQ")}>
      <ReadState query={query}>
        {({ items }) => faqSections.map((section) => <SectionTable key={section} section={section} items={items.filter((item) => item.section === section)} />)}
      </ReadState>
    </CmsShell>
  )
}
