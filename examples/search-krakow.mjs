// The core client from a plain Node script, against a running server
// (npx -y pnpm@10 start). POCIECHA_URL picks another server.
import { createPociechaRuntime, memoryTokenStore, searchPolygon } from "@pociecha/core"

const api = createPociechaRuntime({
  baseUrl: process.env.POCIECHA_URL ?? "http://localhost:3000",
  tokens: memoryTokenStore(),
  cookieJar: true
})

const { city } = await api.call((c) => c.search.geoSearch({ payload: { query: "Krak" } }))
const krakow = city[0]
console.log(`${krakow.display_name}: box ${krakow.boundingbox.join(", ")}`)

const [south, north, west, east] = krakow.boundingbox
const markers = await api.call((c) =>
  c.search.search({
    payload: { search_polygon: searchPolygon({ north, south, west, east }), zoom: 12 }
  })
)
console.log(`${markers.length} facilities on the map of ${krakow.name}, e.g.:`)
for (const marker of markers.slice(0, 5)) console.log(`  ${marker.name} (${marker.status})`)
await api.dispose()
