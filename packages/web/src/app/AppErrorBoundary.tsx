import { Component, type ErrorInfo, type ReactNode } from "react"
import { i18n } from "../shared/i18n"
import ErrorPage from "../shared/errorPages/ErrorPage"

interface Props {
  readonly children: ReactNode
}

interface State {
  readonly failed: boolean
}

/**
 * Catches a page that throws while rendering, or whose code fails to load (a lost connection, or
 * a new release replaced the chunk), and shows an error page with a retry instead of a blank screen.
 * The layout keys it by path, so navigating away resets it.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Page failed", error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return <ErrorPage status={500} message={i18n.t("errorPages:UNEXPECTED_ERROR")} retry={() => window.location.reload()} />
  }
}
