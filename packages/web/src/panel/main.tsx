import { tagsQuery } from "@pociecha/core"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { PanelApp } from "../app/panel/PanelApp"
import { bootSession } from "../app/session"
import { api } from "../shared/api"
import { applyLanguage, initI18n } from "../shared/i18n"
import { queryClient } from "../shared/queryClient"
import "../shared/styles/base.css"

/**
 * The business-card panel's entry (management 2.8, the second build: vite.panel.config.ts): the
 * same session and texts as the portal's, and the panel alone — no map, no directory.
 */
async function start() {
  initI18n()
  const language = bootSession()
  // The tabs name the facility's tags (amenities, specializations).
  void queryClient.prefetchQuery(tagsQuery(api))
  if (language !== "pl") await applyLanguage(language).catch(() => undefined)
  const root = document.getElementById("root")
  if (root === null) throw new Error("#root is missing from panel.html")
  createRoot(root).render(
    <StrictMode>
      <PanelApp />
    </StrictMode>
  )
}

void start()
