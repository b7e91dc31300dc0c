import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"

/**
 * The FAQ's search box: the words go to the URL (`?q=`), which the page reads, so a search is a
 * link like any other. `onSearch("")` clears it.
 */
export function FaqSearch({ q, onSearch }: { readonly q: string; readonly onSearch: (q: string) => void }) {
  const { t } = useTranslation("faq")
  const [words, setWords] = useState(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(words.trim())
  }
  return (
    <form className="faq-search" role="search" aria-label={t("SEARCH_LABEL")} onSubmit={submit}>
      <label className="visually-hidden" htmlFor="faq-search">{t("SEARCH_LABEL")}</label>
      <input id="faq-search" type="search" name="q" value={words} placeholder={t("SEARCH_LABEL")} onChange={(event) => setWords(event.target.value)} />
      <button type="submit" className="button button--primary">{t("SEARCH")}</button>
      {q === "" ? null : (
        <button type="button" className="button" onClick={() => { setWords(""); onSearch("") }}>{t("SEARCH_CLEAR")}</button>
      )}
    </form>
  )
}
