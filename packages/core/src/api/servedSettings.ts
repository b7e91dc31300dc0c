/**
 * Settings the server writes into the app's index.html when it starts, as
 * `<meta name="…" content="…">`, so one web build serves every deployment: the environment
 * (its APP_ENV: noindex and the watermark outside production) and the map tiles URL template
 * (its TILE_URL, which its Content-Security-Policy allows) and the domain facility websites are
 * served under (its SITE_DOMAIN: the builder's links and previews). Name → the meta tag's name.
 */
export const servedSettings = {
  environment: "pociecha-env",
  tileUrl: "pociecha-tile-url",
  siteDomain: "pociecha-site-domain"
} as const

export type ServedSetting = keyof typeof servedSettings
