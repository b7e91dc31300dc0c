import { lazy } from "react"

// The profile's dialogs bring forms, their validation and Radix: that code arrives when someone
// reaches for an action, not with the page (Lighthouse's blocking time and request count).
const loadQuestionDialog = () => import("./QuestionDialog")
const loadReportDialog = () => import("../opinions/ReportDialog")

export const QuestionDialog = lazy(() => loadQuestionDialog().then((module) => ({ default: module.QuestionDialog })))
export const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })))

/** Starts fetching the dialogs when a pointer or focus nears their buttons, so a press opens one sooner. */
export function preloadProfileDialogs(): void {
  void loadQuestionDialog()
  void loadReportDialog()
}
