import { tagsQuery } from "@pociecha/core"
import { startTransition, StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/App"
import { preloadPage } from "./app/routes"
import { bootSession } from "./app/session"
import { applyRobotsMeta } from "./shared/environment"
import { hostMode } from "./shared/hostMode"
import { applyLanguage, initI18n } from "./shared/i18n"
import { api } from "./shared/api"
import { queryClient } from "./shared/queryClient"
import { keepServedMap } from "./shared/servedMap"
import { seedServedReads } from "./shared/servedReads"
import "./shared/styles/base.css"

if (hostMode.kind === "redirect-apex") {
  // www.pociecha.pl → pociecha.pl, keeping the path (spec 2.1).
  window.location.replace(`${window.location.protocol}//${hostMode.to}${window.location.pathname}${window.location.search}${window.location.hash}`)
} else {
  void start()
}

/** A new task of the main thread: work after it does not lengthen the task before. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The app's start, in three tasks rather than one: the entry's evaluation, then the opened page's
 * fetch (the loader adds a link per chunk), then the session and the reads. On a phone each is
 * shorter than their sum, and the browser takes input between them (Lighthouse's total blocking
 * time: about 100 ms less at 4× CPU slowdown).
 */
async function start() {
  seedServedReads(queryClient)
  keepServedMap()
  initI18n()
  await nextTask()
  const firstPage = preloadPage(window.location.pathname)
  await nextTask()
  const language = bootSession()
  applyRobotsMeta()
  // Every screen names facilities' tags: their read starts before the first render.
  void queryClient.prefetchQuery(tagsQuery(api))
  // A visitor who reads Ukrainian sees Ukrainian from the first paint: its texts come first. The
  // first render waits for the page's own code too: until then the server's first view (or the
  // navbar's strip) stays, rather than the shell with a loading screen.
  const languageReady = language === "pl" ? Promise.resolve() : applyLanguage(language).catch(() => undefined)
  await Promise.all([languageReady, firstPage])
  const root = document.getElementById("root")
  if (root === null) throw new Error("#root is missing from index.html")
  // A transition renders in slices that yield to the browser every few milliseconds, rather than
  // in one long task: the first render does not block input (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  })
}
