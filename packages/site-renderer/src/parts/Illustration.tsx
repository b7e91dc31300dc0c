import { type ThemeAsset, themeAssetPath } from "../assets"
import type { SitePageView } from "../view"

/**
 * A theme's decorative picture (about placeholder, recruitment, not found): hidden from screen
 * readers. Rooted, not absolute: the page's own host and scheme serve it, whatever the canonical
 * origin says (an https origin's picture on a page read over plain http would not load).
 */
export function Illustration({ view, asset }: { view: Pick<SitePageView, "urls" | "theme">; asset: ThemeAsset }) {
  return <img className="illustration" src={themeAssetPath(view.urls.assetBase, view.theme, asset)} alt="" width={320} height={200} />
}
