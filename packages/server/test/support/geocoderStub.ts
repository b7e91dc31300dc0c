import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A Nominatim-compatible geocoding service for the tests (a peer, like the SMTP inbox): it
 * answers `GET /search?format=json&q=…` with the places given for a query, `[]` for any other,
 * and 503 for a query listed as failing. It keeps the requests it saw.
 */
export const startGeocoderStub = async (
  places: Readonly<Record<string, ReadonlyArray<{ readonly lat: number; readonly lng: number }>>>,
  failing: ReadonlyArray<string> = []
) => {
  const seen: Array<URL> = []
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://geocoder")
    seen.push(url)
    const query = url.searchParams.get("q") ?? ""
    if (url.pathname !== "/search" || url.searchParams.get("format") !== "json") {
      response.writeHead(404).end()
    } else if (failing.includes(query)) {
      response.writeHead(503).end("busy")
    } else {
      // Nominatim sends coordinates as text.
      const found = (places[query] ?? []).map(({ lat, lng }) => ({ lat: String(lat), lon: String(lng), display_name: query }))
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
