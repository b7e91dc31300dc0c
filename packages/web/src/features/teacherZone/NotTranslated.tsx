import { useTranslation } from "react-i18next"

/** The word a ua or en reader gets when the text served is the Polish one (core's ServedLanguage). */
export function NotTranslated({ translated }: { readonly translated: boolean }) {
  const { t } = useTranslation("teacherZone")
  if (translated) return null
  return <p className="teacher-zone__not-translated" role="note" data-testid="not-translated">{t("NOT_TRANSLATED")}</p>
}
