/**
 * The portal page a site's "Zaloguj się" link opens (GET SITE_SIGN_IN_PATH?site=…&back=…): it
 * has no inline script (the CSP allows none), only this module from the same origin. The module
 * renews the portal session's access token from the refresh cookie (as the app does), asks for
 * the site's one-time code with it and leaves for the site's /_signin; without a session it
 * goes to the portal's login, which comes back here (`?next=`).
 */
export const signInBridgeScript = (signInPath: string, refreshPath: string, loginPath: string) => `
const here = location.pathname + location.search
const query = new URLSearchParams(location.search)
const refreshed = await fetch(${JSON.stringify(refreshPath)}, { method: "POST", credentials: "same-origin" })
if (!refreshed.ok) {
  location.replace(${JSON.stringify(loginPath)} + "?next=" + encodeURIComponent(here))
} else {
  const { jwt } = await refreshed.json()
  const issued = await fetch(${JSON.stringify(signInPath)}, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer " + jwt },
    body: JSON.stringify({ site: query.get("site") ?? "", back: query.get("back") ?? "/" })
  })
  if (issued.ok) location.replace((await issued.json()).redirect)
  else document.getElementById("status").textContent = "Ta strona placówki nie istnieje."
}
`

/** The bridge's page: a status line and the module. */
export const signInBridgePage = (scriptPath: string) =>
  `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
  `<title>Logowanie na stronie placówki</title><script type="module" src="${scriptPath}"></script></head>` +
  `<body><p id="status" role="status">Logowanie…</p></body></html>`
