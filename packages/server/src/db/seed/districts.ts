/** A district of a built-in city, with its approximate centre. */
export interface DistrictSeed {
  readonly name: string
  readonly lat: number
  readonly lng: number
}

// 'Name lat lng; …' per city — the official administrative districts (dzielnice) where the city
// has them, the historical five for Poznań and the main ones for Gdańsk, Gdynia, Bydgoszcz.
// Centres of districts on the coast sit a little inland, so facilities drawn around them stay on land.
const table: Readonly<Record<string, string>> = {
  "Warszawa": "Bemowo 52.2545 20.9110; Białołęka 52.3200 20.9900; Bielany 52.2930 20.9330; "
    + "Mokotów 52.1939 21.0458; Ochota 52.2126 20.9730; Praga-Południe 52.2392 21.0870; "
    + "Praga-Północ 52.2622 21.0364; Rembertów 52.2600 21.1630; Śródmieście 52.2317 21.0090; "
    + "Targówek 52.2900 21.0480; Ursus 52.1950 20.8830; Ursynów 52.1420 21.0420; Wawer 52.1960 21.1780; "
    + "Wesoła 52.2380 21.2220; Wilanów 52.1650 21.0900; Włochy 52.1900 20.9400; Wola 52.2370 20.9700; "
    + "Żoliborz 52.2680 20.9870",
  "Kraków": "Stare Miasto 50.0614 19.9372; Grzegórzki 50.0580 19.9600; Prądnik Czerwony 50.0870 19.9650; "
    + "Prądnik Biały 50.0950 19.9250; Krowodrza 50.0740 19.9190; Bronowice 50.0800 19.8800; "
    + "Zwierzyniec 50.0560 19.8750; Dębniki 50.0350 19.8950; Łagiewniki-Borek Fałęcki 50.0160 19.9280; "
    + "Swoszowice 49.9900 19.9400; Podgórze Duchackie 50.0180 19.9600; Bieżanów-Prokocim 50.0160 20.0100; "
    + "Podgórze 50.0400 19.9750; Czyżyny 50.0700 20.0150; Mistrzejowice 50.0950 20.0100; "
    + "Bieńczyce 50.0850 20.0300; Wzgórza Krzesławickie 50.0950 20.0700; Nowa Huta 50.0720 20.0900",
  "Łódź": "Bałuty 51.8050 19.4300; Górna 51.7350 19.4700; Polesie 51.7650 19.4150; "
    + "Śródmieście 51.7700 19.4600; Widzew 51.7650 19.5300",
  "Wrocław": "Stare Miasto 51.1100 17.0320; Śródmieście 51.1200 17.0600; Krzyki 51.0800 17.0200; "
    + "Fabryczna 51.1200 16.9500; Psie Pole 51.1500 17.0900",
  "Poznań": "Stare Miasto 52.4300 16.9300; Nowe Miasto 52.3900 17.0200; Wilda 52.3800 16.9200; "
    + "Grunwald 52.3950 16.8700; Jeżyce 52.4200 16.8800",
  "Gdańsk": "Śródmieście 54.3480 18.6530; Wrzeszcz Górny 54.3770 18.5930; Wrzeszcz Dolny 54.3850 18.6100; "
    + "Oliwa 54.4110 18.5600; Przymorze Wielkie 54.4050 18.6000; Zaspa-Młyniec 54.3960 18.5970; "
    + "Brzeźno 54.4020 18.6250; Piecki-Migowo 54.3580 18.5780; Chełm 54.3330 18.6250; "
    + "Orunia-Św. Wojciech-Lipce 54.3200 18.6350; Jasień 54.3380 18.5630; Stogi 54.3600 18.7100",
  "Gdynia": "Śródmieście 54.5160 18.5280; Orłowo 54.4830 18.5420; Redłowo 54.4920 18.5300; "
    + "Chylonia 54.5400 18.4700; Obłuże 54.5620 18.5050; Oksywie 54.5530 18.5300; Karwiny 54.4700 18.4850; "
    + "Wielki Kack 54.4750 18.5050; Witomino 54.5050 18.4950; Grabówek 54.5270 18.4950",
  "Szczecin": "Śródmieście 53.4300 14.5500; Północ 53.4850 14.5750; Zachód 53.4300 14.4950; "
    + "Prawobrzeże 53.4000 14.6600",
  "Bydgoszcz": "Śródmieście 53.1235 18.0000; Fordon 53.1480 18.1700; Błonie 53.1270 17.9500; "
    + "Szwederowo 53.1150 18.0050; Wyżyny 53.1150 18.0500; Bartodzieje 53.1350 18.0450; "
    + "Kapuściska 53.1000 18.0750; Osowa Góra 53.1000 17.9300"
}

/** Districts by built-in city name. */
export const districtsByCity: ReadonlyMap<string, ReadonlyArray<DistrictSeed>> = new Map(
  Object.entries(table).map(([city, list]) => [
    city,
    list.split("; ").map((entry) => {
      const parts = entry.split(" ")
      const lng = Number(parts.pop())
      const lat = Number(parts.pop())
      return { name: parts.join(" "), lat, lng }
    })
  ])
)

/** The district whose centre is nearest to a point (equirectangular distance is enough here). */
export const nearestDistrict = <D extends { lat: number; lng: number }>(
  districts: ReadonlyArray<D>,
  point: { lat: number; lng: number }
): D | undefined => {
  const cosLat = Math.cos((point.lat * Math.PI) / 180)
  let best: D | undefined
  let bestDistance = Infinity
  for (const district of districts) {
    const dLat = district.lat - point.lat
    const dLng = (district.lng - point.lng) * cosLat
    const distance = dLat * dLat + dLng * dLng
    if (distance < bestDistance) {
      bestDistance = distance
      best = district
    }
  }
  return best
}
