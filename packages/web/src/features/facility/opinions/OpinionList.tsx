import { facilityOpinionsQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { ReadState } from "../../../shared/ui/ReadState"
import { OpinionCard } from "./OpinionCard"
import "./opinions.css"
import { Button } from "../../../shared/ui/Button"

interface ListProps {
  /** The facility, by the reference its opinions are read with. */
  readonly facilityRef: string
  readonly onReport: (target: string) => void
}

/**
 * A facility's published opinions, newest first (spec 2.7), ten a page: 'show more' adds the
 * next page below the ones already read.
 */
export function OpinionList({ facilityRef, onReport }: ListProps) {
  const [pages, setPages] = useState(1)
  return (
    <div className="opinions" data-testid="opinion-list">
      {Array.from({ length: pages }, (_, index) => (
        <OpinionPage
          key={index}
          facilityRef={facilityRef}
          page={index + 1}
          last={index + 1 === pages}
          onReport={onReport}
          onMore={() => setPages(index + 2)}
        />
      ))}
    </div>
  )
}

interface PageProps extends ListProps {
  readonly page: number
  /** The last page read so far: it offers the next one. */
  readonly last: boolean
  readonly onMore: () => void
}

function OpinionPage({ facilityRef, page, last, onReport, onMore }: PageProps) {
  const { t } = useTranslation("facility")
  return (
    <ReadState query={useQuery(facilityOpinionsQuery(api, facilityRef, page))}>
      {(data) => (
        <>
          <ul className="opinions__list" aria-label={page === 1 ? t("OPINIONS") : t("OPINIONS_PAGE", { page })}>
            {data.items.map((opinion) => (
              <li key={opinion.id}>
                <OpinionCard opinion={opinion} onReport={onReport} />
              </li>
            ))}
          </ul>
          {last && data.nextPage !== null && (
            <Button className="opinions__more" onClick={onMore} data-testid="opinions-more">
              {t("SHOW_MORE_OPINIONS", { count: data.itemsTotal - data.offset - data.itemsReceived })}
            </Button>
          )}
        </>
      )}
    </ReadState>
  )
}
