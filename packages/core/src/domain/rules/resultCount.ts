import { zoomResultCap } from "./zoomResultCap"

/**
 * A number of map results as the page shows it (see {@link shownResultCount}); a type, not an
 * interface, so it passes as i18next's options as it is.
 */
export type ShownResultCount = {
  /** What was found, for the plural form ('300+ placówek' takes 300's). */
  readonly count: number
  /** The search stopped at its cap: there are more, zooming in shows them. */
  readonly capped: boolean
  /** The number as printed: '300+' when capped (the texts' `{{shown}}`, beside i18next's `count`). */
  readonly shown: string
}

const counted = (count: number, capped: boolean): ShownResultCount => ({ count, capped, shown: capped ? `${count}+` : String(count) })

/**
 * The count of a map search's results as shown: a search answers at most zoomResultCap(zoom)
 * results, so a count that reached the cap of the zoom it was asked at reads '300+', never as the
 * total of the area (the national map holds thousands). `zoom` is the searched one; null before
 * any search.
 */
export function shownResultCount(count: number, zoom: number | null): ShownResultCount {
  return counted(count, zoom !== null && count >= zoomResultCap(zoom))
}

/** The results beyond the first `listed` of a shown count: '200+' more when the search was capped. */
export function moreResultsCount(shown: ShownResultCount, listed: number): ShownResultCount {
  return counted(Math.max(0, shown.count - listed), shown.capped)
}
