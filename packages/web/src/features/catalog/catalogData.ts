import type { Voivodeship } from "@pociecha/core"
import { useEffect, useState } from "react"
import { api } from "../../shared/api"

let voivodeships: Promise<readonly Voivodeship[]> | null = null

/** The voivodeships (spec 7.3, kept in shared state), loaded once; an empty list on error. */
export function loadVoivodeships(): Promise<readonly Voivodeship[]> {
  voivodeships ??= api.call((c) => c.regions.voivodeships()).catch(() => {
    voivodeships = null
    return []
  })
  return voivodeships
}

/** The name of a voivodeship by its slug; null until known or when unknown. */
export function useVoivodeshipName(slug: string): string | null {
  const [found, setFound] = useState<{ slug: string; name: string | null } | null>(null)
  useEffect(() => {
    let live = true
    void loadVoivodeships().then((list) => {
      if (live) setFound({ slug, name: list.find((item) => item.slug === slug)?.name ?? null })
    })
    return () => {
      live = false
    }
  }, [slug])
  return found?.slug === slug ? found.name : null
}
