import { useState } from "react"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { claimDrafts } from "./claimDrafts"
import { ClaimWizard } from "./ClaimWizard"
import "./claim.css"

/** This page's own draft: a new facility, or one found in the directory to claim. */
const TARGET = "new"

/**
 * Adding a facility, /stworz-placowke (management 2.7 'Create facility'): the wizard's data, pin
 * and documents make a new facility, with status 'unknown', waiting for approval. A facility
 * already in the directory is found and claimed instead (the wizard's find step).
 */
export default function FacilitySignupPage() {
  const { t } = useTranslation("claim")
  usePageTitle(t("PAGE_TITLE_SIGNUP"))
  // A draft kept across the login page goes on as what it was: a claim names its facility.
  const [mode, setMode] = useState<"creation" | "find">(() => (claimDrafts?.load(TARGET)?.draft.facilityId != null ? "find" : "creation"))
  const switchTo = (next: "creation" | "find") => {
    claimDrafts?.clear(TARGET)
    setMode(next)
  }
  return (
    <div className="container wizard-page">
      <h1 className="wizard-page__title">{t(mode === "creation" ? "TITLE_SIGNUP" : "TITLE_FIND")}</h1>
      {mode === "creation" && (
        <p className="wizard__note">
          {t("ALREADY_LISTED")}{" "}
          <button type="button" className="wizard__link" onClick={() => switchTo("find")}>
            {t("FIND_AND_CLAIM")}
          </button>
        </p>
      )}
      <ClaimWizard key={mode} kind={mode === "creation" ? "creation" : "claim"} facility={null} target={TARGET} onNotListed={() => switchTo("creation")} />
    </div>
  )
}
