import { useTranslation } from "react-i18next"

/** The word a reader gets when their language has no version of the text and the Polish one shows. */
export function NotTranslated({ translated }: { readonly translated: boolean }) {
  const { t } = useTranslation("blog")
  if (translated) return null
  return (
    <p className="blog-note" role="note" data-testid="not-translated">
      {t("NOT_TRANSLATED")}
    </p>
  )
}
