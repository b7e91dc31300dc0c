import { mapTileGrid } from "@pociecha/core"
import { createHash } from "node:crypto"

/**
 * The map page's one inline script. Once the page has first painted it draws the tiles of the map's
 * first view into the served canvas (`[data-served-map]`, whose attribute says how the map opens:
 * see mapPage.ts) — a phone shows the city's map within a second rather than after the app's code
 * has arrived and run, and Leaflet then finds those tiles in the browser's cache. The tiles are
 * core's mapTileGrid (Leaflet's own arithmetic), sent as that function's text; the map's size is
 * noted on the layer, so the app keeps the picture only under a map of the same size.
 */
export const servedMapScript = `(function (grid) {
  var layer = document.querySelector("[data-served-map]");
  if (layer === null) return;
  function draw() {
    var served = JSON.parse(layer.getAttribute("data-served-map"));
    var canvas = layer.parentElement;
    var width = canvas.clientWidth;
    var height = canvas.clientHeight;
    var opening = matchMedia(served.mobileQuery).matches ? served.mobile : served.desktop;
    var laid = grid({ opening: opening, minZoom: served.minZoom, maxZoom: served.maxZoom, width: width, height: height, tileUrl: served.tileUrl, retina: devicePixelRatio > 1 });
    layer.setAttribute("data-size", width + "x" + height);
    laid.tiles.forEach(function (tile) {
      var image = document.createElement("img");
      image.alt = "";
      image.crossOrigin = "anonymous";
      image.style.left = tile.left + "px";
      image.style.top = tile.top + "px";
      image.src = tile.url;
      layer.appendChild(image);
    });
  }
  // Right after the page's first paint, which the tiles' requests then do not hold back.
  requestAnimationFrame(function () { setTimeout(draw, 0); });
})(${mapTileGrid.toString()})`

/** The script's CSP source: the policy allows this inline script and no other. */
export const servedMapScriptSource = `'sha256-${createHash("sha256").update(servedMapScript).digest("base64")}'`
