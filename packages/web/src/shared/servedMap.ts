/**
 * The tiles the server's map page drew before the app arrived (server/src/http/pages/mapPage.ts): the
 * app's first render takes the server's view away, so the layer is kept here first (main.tsx) and
 * given to the map that opens on that page (takeServedMap), once.
 */
let kept: HTMLElement | null = null

/** Keeps the served map's layer of tiles, if the page has one, before the first render. */
export function keepServedMap(root: ParentNode = document): void {
  kept = root.querySelector<HTMLElement>("[data-served-map]")
}

/**
 * The served map's layer for a map canvas of this size, once: the tiles were placed for the
 * served canvas's size (noted on the layer), and under a map of another size they would be out
 * of place. Null when there is none, it was taken, or the sizes differ.
 */
export function takeServedMap(width: number, height: number): HTMLElement | null {
  const layer = kept
  kept = null
  return layer !== null && layer.dataset.size === `${width}x${height}` ? layer : null
}
