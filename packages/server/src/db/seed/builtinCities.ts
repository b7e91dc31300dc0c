import type { BoundingBox } from "@pociecha/core"

/** One of the 18 built-in cities (public spec 3.5, 9), in the spec's order. */
export interface BuiltinCitySeed {
  readonly name: string
  readonly voivodeshipSlug: string
  /** Administrative extent, [minLat, maxLat, minLon, maxLon] (OpenStreetMap boundary, rounded). */
  readonly boundingbox: BoundingBox
  /** Post-code prefixes used in the city ('30'–'31' for Kraków). */
  readonly postPrefixes: readonly [from: number, to: number]
  readonly phoneArea: string
  /** Locative, for names such as 'Przedszkole Publiczne nr 12 w Krakowie'. */
  readonly locative: string
}

// [name, voivodeship slug, minLat, maxLat, minLon, maxLon, post prefixes from–to, area code, locative]
type Row = readonly [string, string, number, number, number, number, number, number, string, string]
const rows: ReadonlyArray<Row> = [
  ["Warszawa", "mazowieckie", 52.0978, 52.3681, 20.8517, 21.2711, 0, 4, "22", "Warszawie"],
  ["Kraków", "malopolskie", 49.9677, 50.1261, 19.7922, 20.2173, 30, 31, "12", "Krakowie"],
  ["Wrocław", "dolnoslaskie", 51.0427, 51.2101, 16.8073, 17.1762, 50, 54, "71", "Wrocławiu"],
  ["Poznań", "wielkopolskie", 52.2919, 52.5094, 16.7316, 17.0717, 60, 61, "61", "Poznaniu"],
  ["Gdańsk", "pomorskie", 54.2749, 54.4472, 18.4288, 18.9513, 80, 80, "58", "Gdańsku"],
  ["Łódź", "lodzkie", 51.6861, 51.8599, 19.3209, 19.6399, 90, 94, "42", "Łodzi"],
  ["Lublin", "lubelskie", 51.1396, 51.2965, 22.4509, 22.6730, 20, 20, "81", "Lublinie"],
  ["Bydgoszcz", "kujawsko-pomorskie", 53.0435, 53.2094, 17.8738, 18.2065, 85, 85, "52", "Bydgoszczy"],
  ["Katowice", "slaskie", 50.1304, 50.2975, 18.8904, 19.1245, 40, 40, "32", "Katowicach"],
  ["Szczecin", "zachodniopomorskie", 53.3292, 53.5451, 14.4428, 14.8026, 70, 71, "91", "Szczecinie"],
  ["Gdynia", "pomorskie", 54.4433, 54.5987, 18.3715, 18.5853, 81, 81, "58", "Gdyni"],
  ["Toruń", "kujawsko-pomorskie", 52.9652, 53.0667, 18.5283, 18.7612, 87, 87, "56", "Toruniu"],
  ["Rzeszów", "podkarpackie", 49.9782, 50.1303, 21.8906, 22.0860, 35, 35, "17", "Rzeszowie"],
  ["Olsztyn", "warminsko-mazurskie", 53.7271, 53.8288, 20.3914, 20.5631, 10, 10, "89", "Olsztynie"],
  ["Białystok", "podlaskie", 53.0780, 53.1874, 23.0491, 23.2618, 15, 15, "85", "Białymstoku"],
  ["Kielce", "swietokrzyskie", 50.8088, 50.9292, 20.5374, 20.7264, 25, 25, "41", "Kielcach"],
  ["Częstochowa", "slaskie", 50.7372, 50.8801, 19.0250, 19.2479, 42, 42, "34", "Częstochowie"],
  ["Sosnowiec", "slaskie", 50.2325, 50.3518, 19.0764, 19.2671, 41, 41, "32", "Sosnowcu"]
]

/** The 18 built-in cities; `builtin_rank` is the index + 1. */
export const builtinCities: ReadonlyArray<BuiltinCitySeed> = rows.map(
  ([name, voivodeshipSlug, minLat, maxLat, minLon, maxLon, from, to, phoneArea, locative]) => ({
    name,
    voivodeshipSlug,
    boundingbox: [minLat, maxLat, minLon, maxLon],
    postPrefixes: [from, to],
    phoneArea,
    locative
  })
)

/**
 * The box a phone shows first: centred on the city centre, 40% of the administrative box's
 * height and width (so the centre fills the small screen), kept inside the administrative box.
 */
export const mobileBoundingBox = (box: BoundingBox, centre: { lat: number; lng: number }): BoundingBox => {
  const [minLat, maxLat, minLon, maxLon] = box
  const halfLat = ((maxLat - minLat) * 0.4) / 2
  const halfLon = ((maxLon - minLon) * 0.4) / 2
  const round = (value: number) => Math.round(value * 10_000) / 10_000
  return [
    round(Math.max(minLat, centre.lat - halfLat)),
    round(Math.min(maxLat, centre.lat + halfLat)),
    round(Math.max(minLon, centre.lng - halfLon)),
    round(Math.min(maxLon, centre.lng + halfLon))
  ]
}
