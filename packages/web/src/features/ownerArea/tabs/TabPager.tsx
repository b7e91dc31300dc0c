import type { Page } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Button } from "../../../shared/ui/Button"

/**
 * Previous / next through a tab's paged list, with "page X of Y"; nothing when it fits one page.
 * Buttons, not the catalogue's links: the owner area is not indexed, and its tab keeps the page.
 */
export function TabPager({ page, onPage }: { readonly page: Page<unknown>; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation("ownerArea")
  if (page.pageTotal <= 1) return null
  const { prevPage, nextPage } = page
  return (
    <nav className="owner-tab__pages" aria-label={t("PAGES")}>
      <Button variant="ghost" disabled={prevPage === null} onClick={() => prevPage !== null && onPage(prevPage)} data-testid="pager-previous">
        {t("PREVIOUS")}
      </Button>
      <span data-testid="pager-position">{t("PAGE_OF", { page: page.curPage, total: page.pageTotal })}</span>
      <Button variant="ghost" disabled={nextPage === null} onClick={() => nextPage !== null && onPage(nextPage)} data-testid="pager-next">
        {t("NEXT")}
      </Button>
    </nav>
  )
}
