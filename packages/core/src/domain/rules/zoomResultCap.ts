/**
 * The most search results worth returning at a zoom: 300 up to zoom 8, 1000 up to 11, 2000 closer
 * in (and 300 for a zoom that is not a number). A country or region view cannot show tens of
 * thousands of markers usefully and sending them would stall the map; clustering covers the
 * rest, and zooming in brings the individual facilities.
 */
export function zoomResultCap(zoom: number): number {
  if (!Number.isFinite(zoom) || zoom <= 8) return 300
  if (zoom <= 11) return 1000
  return 2000
}
