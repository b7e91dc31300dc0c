import { type ThemeAsset, themeAssetUrl } from "../assets"
import type { SitePageView } from "../view"

/** A theme's decorative picture (about placeholder, recruitment, not found): hidden from screen readers. */
export function Illustration({ view, asset }: { view: Pick<SitePageView, "urls" | "theme">; asset: ThemeAsset }) {
  return <img className="illustration" src={themeAssetUrl(view.urls, view.theme, asset)} alt="" width={320} height={200} />
}
