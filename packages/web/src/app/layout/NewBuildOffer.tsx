import { DEVELOPMENT_BUILD, newBuildWatchMachine, readLatestBuild } from "@pociecha/core"
import { useActor } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Button } from "../../shared/ui/Button"
import "./newBuildOffer.css"

/** The build this tab runs (the Vite build names it; tests and the development server have none). */
const runningBuild: string = import.meta.env.VITE_BUILD_ID ?? DEVELOPMENT_BUILD

const watch = newBuildWatchMachine.provide({ actors: { readLatest: readLatestBuild() } })

/**
 * Offers a reload when a new build is served (spec 7.6, core's newBuildWatchMachine): a bar at the
 * bottom that covers nothing one is typing into, with Reload and Later. It never reloads by itself,
 * so a half-filled form keeps its input until the person chooses to reload. The tab asks again
 * whenever it is shown again.
 */
export function NewBuildOffer() {
  const { t } = useTranslation()
  const [snapshot, send] = useActor(watch, { input: { running: runningBuild } })
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === "visible") send({ type: "CHECK" })
    }
    document.addEventListener("visibilitychange", check)
    window.addEventListener("focus", check)
    return () => {
      document.removeEventListener("visibilitychange", check)
      window.removeEventListener("focus", check)
    }
  }, [send])
  if (!snapshot.matches("offering")) return null
  return (
    <div className="new-build" role="status" data-testid="new-build-offer">
      <span>{t("NEW_VERSION_AVAILABLE")}</span>
      <Button variant="primary" onClick={() => window.location.reload()} data-testid="new-build-reload">{t("NEW_VERSION_RELOAD")}</Button>
      <Button onClick={() => send({ type: "DISMISS" })} data-testid="new-build-later">{t("NEW_VERSION_LATER")}</Button>
    </div>
  )
}
