import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/App"
import { bootSession } from "./app/session"
import { applyRobotsMeta } from "./shared/environment"
import { hostMode } from "./shared/hostMode"
import { initI18n } from "./shared/i18n"
import { loadTags } from "./shared/tags"
import "./shared/styles/base.css"

if (hostMode.kind === "redirect-apex") {
  // www.pociecha.pl → pociecha.pl, keeping the path (spec 2.1).
  window.location.replace(`${window.location.protocol}//${hostMode.to}${window.location.pathname}${window.location.search}${window.location.hash}`)
} else {
  initI18n(bootSession())
  applyRobotsMeta()
  void loadTags()
  const root = document.getElementById("root")
  if (root === null) throw new Error("#root is missing from index.html")
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}
