import { useId, useRef, useState, type ComponentType } from "react"
import { flushSync } from "react-dom"
import { useTranslation } from "react-i18next"
import type { CitySearchStart, CitySearchVariant } from "./CitySearchCombobox"
import { SearchIcon } from "./SearchIcon"
import "./citySearch.css"
import { Button } from "../ui/Button"

export type { CitySearchVariant } from "./CitySearchCombobox"

type Combobox = ComponentType<{ readonly variant: CitySearchVariant; readonly start?: CitySearchStart | null }>

let loading: Promise<Combobox> | null = null
const loadCombobox = () => {
  loading ??= import("./CitySearchCombobox").then(
    (module) => module.CitySearchCombobox,
    (error: unknown) => {
      loading = null
      throw error
    }
  )
  return loading
}

/**
 * The city search box of the landing page (spec 2.4). Until someone reaches for it (a pointer
 * over it, a touch, focus, a key) it is a look-alike: the same box, label and placeholder, with
 * no code behind it. Then the combobox (downshift, core's city-search machine) loads and takes
 * its place, carrying on with what was typed, the focus and a pressed 'Search' — so the first
 * visit does not download a search nobody has used yet.
 */
export function CitySearchBox({ variant }: { readonly variant: CitySearchVariant }) {
  const { t } = useTranslation("citySearch")
  const [loaded, setLoaded] = useState<{ readonly Combobox: Combobox; readonly start: CitySearchStart } | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const submitted = useRef(false)
  const inputId = useId()

  if (loaded !== null) return <loaded.Combobox variant={variant} start={loaded.start} />

  const upgrade = () => {
    void loadCombobox().then((Combobox) => {
      const start = { text: input.current?.value ?? "", focused: document.activeElement === input.current, submitted: submitted.current }
      // At once, before another key press can land in the look-alike and be lost.
      flushSync(() => setLoaded({ Combobox, start }))
    })
  }

  return (
    <form
      className={`city-search city-search--${variant}`}
      role="search"
      aria-label={t("LABEL")}
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
      onFocus={upgrade}
      onKeyDown={upgrade}
      onSubmit={(event) => {
        event.preventDefault()
        submitted.current = true
        upgrade()
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("LABEL")}
      </label>
      <div className="city-search__field">
        <SearchIcon />
        <input
          ref={input}
          id={inputId}
          className="city-search__input"
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          placeholder={t(variant === "landing" ? "PLACEHOLDER_LANDING" : "PLACEHOLDER")}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          data-testid={`city-search-${variant}`}
        />
        {variant === "landing" && (
          <Button type="submit" variant="primary" className="city-search__submit">
            {t("SEARCH")}
          </Button>
        )}
      </div>
    </form>
  )
}
