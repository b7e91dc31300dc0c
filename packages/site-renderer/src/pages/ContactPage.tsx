import { formatAddress, mapTileGrid } from "@pociecha/core"
import { FacilityFacts } from "../parts/FacilityFacts"
import type { CardPageProps } from "./cardPages"

const MAP_WIDTH = 600
const MAP_HEIGHT = 300
const MAP_ZOOM = 16

/**
 * The map without JavaScript (issue 17: no Leaflet): the map tiles around the facility laid out as
 * images with a pin in the middle, and a link to the portal's map. The picture is named for the
 * address; the tiles themselves are decoration.
 */
function StaticMap({ view, site, t }: CardPageProps) {
  const tileUrl = view.urls.tileUrl
  const grid = tileUrl === undefined ? null : mapTileGrid({
    opening: { kind: "view", center: site.facility.location, zoom: MAP_ZOOM },
    minZoom: MAP_ZOOM, maxZoom: MAP_ZOOM, width: MAP_WIDTH, height: MAP_HEIGHT, tileUrl, retina: false
  })
  return (
    <section aria-labelledby="map-title">
      <h2 id="map-title">{t.MAP}</h2>
      {grid === null ? null : (
        <div className="map" role="img" aria-label={`${t.MAP}: ${formatAddress(site.facility)}`}>
          <div style={{ position: "absolute", left: "50%", top: "50%", width: MAP_WIDTH, height: MAP_HEIGHT, marginLeft: -MAP_WIDTH / 2, marginTop: -MAP_HEIGHT / 2 }}>
            {grid.tiles.map((tile) => (
              <img key={tile.url} src={tile.url} alt="" width={256} height={256} loading="lazy" style={{ left: tile.left, top: tile.top }} />
            ))}
          </div>
          <svg className="pin" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 0a8 8 0 0 0-8 8c0 6 8 16 8 16s8-10 8-16a8 8 0 0 0-8-8zm0 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6z" /></svg>
        </div>
      )}
      <p><a href={view.urls.portalProfileUrl}>{t.OPEN_MAP}</a></p>
    </section>
  )
}

/** Contact: address, hours, phone and e-mail, and the map. */
export function ContactPage(props: CardPageProps) {
  const { site, subpage, t } = props
  return (
    <>
      <h1>{subpage.title}</h1>
      <FacilityFacts facility={site.facility} contact={site.contact} t={t} />
      <StaticMap {...props} />
    </>
  )
}
