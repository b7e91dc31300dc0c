import { useTranslation } from "react-i18next"
import { groupTabs, pathTo, routes, type RouteName } from "../routing/paths"
import { useAccountCounters } from "./useAccountCounters"
import { keyFromData } from "../i18n/keyFromData"

/** A tab of My account as menus show it. */
export interface AccountTab {
  readonly name: RouteName
  readonly href: string
  readonly label: string
  /** Its overview counter (0 when nothing is new, or the tab has none). */
  readonly counter: number
}

/** My account's tabs (spec 2.3: the 'user' route group) with their overview counters. */
export function useAccountTabs(): readonly AccountTab[] {
  const { t } = useTranslation()
  const counters = useAccountCounters()
  return groupTabs("user").map((name) => {
    const { display = name, counter } = routes[name].meta
    return { name, href: pathTo(name), label: t(keyFromData(display)), counter: counter === undefined ? 0 : counters[counter] }
  })
}
