import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/App"
import { bootSession } from "./app/session"
import { applyRobotsMeta } from "./shared/environment"
import { hostMode } from "./shared/hostMode"
import { applyLanguage, initI18n } from "./shared/i18n"
import { preloadApi } from "./shared/api"
import { loadTags } from "./shared/tags"
import "./shared/styles/base.css"

if (hostMode.kind === "redirect-apex") {
  // www.pociecha.pl → pociecha.pl, keeping the path (spec 2.1).
  window.location.replace(`${window.location.protocol}//${hostMode.to}${window.location.pathname}${window.location.search}${window.location.hash}`)
} else {
  const language = bootSession()
  initI18n()
  applyRobotsMeta()
  void preloadApi()
  void loadTags()
  // A visitor who reads Ukrainian sees Ukrainian from the first paint: its texts come first.
  const ready = language === "pl" ? Promise.resolve() : applyLanguage(language).catch(() => undefined)
  void ready.then(() => {
    const root = document.getElementById("root")
    if (root === null) throw new Error("#root is missing from index.html")
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  })
}
