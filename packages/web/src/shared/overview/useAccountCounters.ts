import { accountCounters, overviewQuery, type AccountCounters } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { api } from "../api"
import { useSessionUser } from "../auth/session"

/**
 * My account's counters (spec 3.13): new answers to my opinions and new messages in my threads.
 * Read when a component that shows them mounts and again whenever the window gets focus, so a
 * reply that came meanwhile shows up; zeros for a guest and until the overview is read.
 */
export function useAccountCounters(): AccountCounters {
  const user = useSessionUser()
  const overview = useQuery({ ...overviewQuery(api, user?.id ?? ""), enabled: user !== null, refetchOnWindowFocus: true })
  return accountCounters(overview.data, user?.facilities.map((facility) => facility.id) ?? [])
}

