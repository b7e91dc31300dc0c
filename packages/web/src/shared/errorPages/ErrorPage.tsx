import { useTranslation } from "react-i18next"
import { usePageTitle } from "../hooks/usePageTitle"
import { pathTo } from "../routing/paths"
import { ErrorView } from "../ui/ErrorView"
import { Button, ButtonLink } from "../ui/Button"

export interface ErrorPageProps {
  readonly status: number
  readonly errorType?: string | null | undefined
  readonly message?: string | null | undefined
  readonly detail?: string | undefined
  /** Offer a reload (for failures that may pass, e.g. a lost connection). */
  readonly retry?: (() => void) | undefined
}

/** A full error page (spec 2.14) with ways out: home, the map, and optionally a retry. */
export default function ErrorPage({ status, errorType, message, detail, retry }: ErrorPageProps) {
  const { t } = useTranslation(["errorPages", "common"])
  usePageTitle(`${status} — ${t("common:ERROR_PAGE_TITLE")}`)
  return (
    <ErrorView status={status} errorType={errorType} message={message} detail={detail}>
      {retry ? (
        <Button variant="primary" onClick={retry}>
          {t("common:TRY_AGAIN")}
        </Button>
      ) : null}
      <ButtonLink href={pathTo("landing")} variant={retry ? "outline" : "primary"}>
        {t("GO_HOME")}
      </ButtonLink>
      <ButtonLink href={pathTo("map")}>
        {t("GO_TO_MAP")}
      </ButtonLink>
    </ErrorView>
  )
}
