import { useCombobox } from "downshift"
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Icon } from "../ui/Icon"
import { SearchIcon } from "./SearchIcon"
import { useCitySearch, type CitySearchItem } from "./useCitySearch"
import "./citySearch.css"
import { keyFromData } from "../i18n/keyFromData"
import { Button } from "../ui/Button"

export type CitySearchVariant = "landing" | "navbar"

/**
 * What happened in the look-alike box (CitySearchBox) before this one replaced it: the text typed
 * so far, whether it had focus, and whether 'Search' was pressed. Picked up on mount.
 */
export interface CitySearchStart {
  readonly text: string
  readonly focused: boolean
  readonly submitted: boolean
}

const itemKey = (item: CitySearchItem) => (item.kind === "city" ? `c-${item.city.kind}-${item.city.id}` : `f-${item.facility.id}`)
const itemToString = (item: CitySearchItem | null) => (item === null ? "" : item.kind === "city" ? item.city.name : item.facility.name)

/**
 * The city search combobox (spec 2.4) over core's citySearchMachine. Before any input it offers
 * the 18 built-in cities; typing searches cities, districts and facilities. Choosing a city opens
 * the map there (or moves the map already on screen); choosing a facility opens it.
 */
export function CitySearchCombobox({ variant, start = null }: { readonly variant: CitySearchVariant; readonly start?: CitySearchStart | null }) {
  const { t } = useTranslation("citySearch")
  const search = useCitySearch()
  const { text, items, cityCount } = search
  // The input element as state (not a ref object): downshift takes it through getInputProps.
  const [input, setInput] = useState<HTMLInputElement | null>(null)
  const labelId = useId()

  const combobox = useCombobox<CitySearchItem>({
    items: items as CitySearchItem[],
    itemToString,
    itemToKey: (item: CitySearchItem | null) => (item === null ? "" : itemKey(item)),
    inputValue: text,
    selectedItem: null,
    labelId,
    // A click on the input opens the list (downshift would toggle it, closing what focus opened).
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputClick ? { ...changes, isOpen: true } : changes,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) search.type(inputValue ?? "")
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return
      search.choose(selectedItem)
      input?.blur()
    }
  })
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps, openMenu, closeMenu } = combobox

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    closeMenu()
    search.submit()
  }

  // Carry on from the look-alike box this one replaced: its text, its focus, its 'Search'.
  const pickedUp = useRef(false)
  useLayoutEffect(() => {
    if (pickedUp.current || start === null || input === null) return
    pickedUp.current = true
    if (start.text !== "") search.type(start.text)
    if (start.focused) input.focus()
    if (start.submitted) submit()
  })

  const showEmpty = !search.loading && search.notFound
  const cities = items.slice(0, cityCount)
  const facilities = items.slice(cityCount)
  const optionProps = (item: CitySearchItem, index: number) => ({
    ...getItemProps({ item, index }),
    className: `city-search__item${highlightedIndex === index ? " city-search__item--active" : ""}`
  })

  return (
    <form className={`city-search city-search--${variant}`} role="search" aria-label={t("LABEL")} onSubmit={submit}>
      <label {...getLabelProps()} className="visually-hidden">
        {t("LABEL")}
      </label>
      <div className="city-search__field">
        <SearchIcon />
        <input
          {...getInputProps({
            ref: setInput,
            onFocus: () => {
              if (!isOpen) openMenu()
            },
            onKeyDown: (event) => {
              // Enter with no option highlighted searches, as the button does; downshift would
              // only close the list.
              if (event.key !== "Enter" || highlightedIndex >= 0) return
              event.preventDefault()
              ;(event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true
              submit()
            }
          })}
          className="city-search__input"
          type="text"
          placeholder={t(variant === "landing" ? "PLACEHOLDER_LANDING" : "PLACEHOLDER")}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          data-testid={`city-search-${variant}`}
        />
        {text !== "" && (
          <button
            type="button"
            className="city-search__clear"
            aria-label={t("CLEAR")}
            onClick={() => {
              search.clear()
              input?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {variant === "landing" && (
          <Button type="submit" variant="primary" className="city-search__submit">
            {t("SEARCH")}
          </Button>
        )}
      </div>
      <ul {...getMenuProps()} className={`city-search__menu${isOpen ? " city-search__menu--open" : ""}`} data-testid="city-search-menu">
        {isOpen &&
          (search.loading ? (
            <li className="city-search__state" role="presentation">
              <span className="city-search__spinner" aria-hidden="true" /> {t("LOADING")}
            </li>
          ) : showEmpty ? (
            <li className="city-search__state" role="presentation" data-testid="city-search-not-found">
              <strong>{t("NOT_FOUND")}</strong>
              <span>{t("NOT_FOUND_HINT")}</span>
            </li>
          ) : (
            <>
              {cities.length > 0 && (
                <li className="city-search__section" role="presentation">
                  {t(text.trim() === "" ? "POPULAR_CITIES" : "CITIES_AND_DISTRICTS")}
                </li>
              )}
              {cities.map((item, index) =>
                item.kind !== "city" ? null : (
                  <li key={itemKey(item)} {...optionProps(item, index)} data-testid="city-search-city">
                    <Icon name="pin" className="city-search__item-icon" />
                    <span className="city-search__text">
                      <span className="city-search__name">{item.city.name}</span>
                      <span className="city-search__detail">
                        {item.city.kind === "district"
                          ? t("DISTRICT_OF", { city: item.city.display_name })
                          : t("VOIVODESHIP", { name: item.city.voivodeship })}
                      </span>
                    </span>
                  </li>
                )
              )}
              {facilities.length > 0 && (
                <li className="city-search__section" role="presentation">
                  {t("FACILITIES")}
                </li>
              )}
              {facilities.map((item, index) => {
                if (item.kind !== "facility") return null
                const { payload, tag } = item.facility
                const address = [payload.city, [payload.post_code, payload.street].filter(Boolean).join(", ")].filter(Boolean).join(" ")
                return (
                  <li key={itemKey(item)} {...optionProps(item, cityCount + index)} data-testid="city-search-facility">
                    <Icon name="house" className="city-search__item-icon" />
                    <span className="city-search__text">
                      <span className="city-search__name">{item.facility.name}</span>
                      <span className="city-search__detail">{address}</span>
                    </span>
                    <span className={`city-search__tag city-search__tag--${tag.preset}`}>{t(keyFromData(tag.label))}</span>
                  </li>
                )
              })}
            </>
          ))}
      </ul>
    </form>
  )
}
