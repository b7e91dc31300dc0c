import { citySearchMachine, type City, type FacilitySearchItem } from "@pociecha/core"
import { useActorRef, useSelector } from "@xstate/react"
import { useCombobox } from "downshift"
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useSearchParams } from "wouter"
import { fromPromise } from "xstate"
import { api } from "../../shared/api"
import { FILTER_KEYS } from "../landing/filterQuery"
import { announceCityChosen, cityParams, isMapListening, loadBuiltinCities } from "./cityChoice"
import "./citySearch.css"

export type CitySearchVariant = "landing" | "navbar"

const MAP_PATH = "/wszystkie-lokalizacje"

const machine = citySearchMachine.provide({
  actors: {
    geoSearch: fromPromise(({ input }) => api.call((c) => c.search.geoSearch({ payload: input })))
  }
})

type Item = { readonly kind: "city"; readonly city: City } | { readonly kind: "facility"; readonly facility: FacilitySearchItem }

const itemKey = (item: Item) => (item.kind === "city" ? `c-${item.city.kind}-${item.city.id}` : `f-${item.facility.id}`)
const itemToString = (item: Item | null) => (item === null ? "" : item.kind === "city" ? item.city.name : item.facility.name)

/**
 * The city search box (spec 2.4): a combobox over core's citySearchMachine. Before any input it
 * offers the 18 built-in cities; typing searches cities, districts and facilities. Choosing a
 * city opens the map there (or moves the map already on screen); choosing a facility opens it.
 */
export function CitySearchBox({ variant }: { variant: CitySearchVariant }) {
  const [builtin, setBuiltin] = useState<readonly City[] | null>(null)
  // What was typed before the built-in list arrived is handed over, not lost.
  const [early, setEarly] = useState({ text: "", focused: false })
  useEffect(() => {
    let live = true
    void loadBuiltinCities().then((cities) => live && setBuiltin(cities))
    return () => {
      live = false
    }
  }, [])
  if (builtin === null) return <EarlyBox variant={variant} state={early} onChange={setEarly} />
  return <SearchBox variant={variant} builtinCities={builtin} initialText={early.text} autoFocus={early.focused} />
}

interface SearchBoxProps {
  readonly variant: CitySearchVariant
  readonly builtinCities: readonly City[]
  readonly initialText: string
  readonly autoFocus: boolean
}

function SearchBox({ variant, builtinCities, initialText, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation("search")
  const [, navigate] = useLocation()
  const [search, setSearch] = useSearchParams()
  const actor = useActorRef(machine, { input: { builtinCities } })
  const text = useSelector(actor, (s) => s.context.text)
  const cities = useSelector(actor, (s) => s.context.cities)
  const facilities = useSelector(actor, (s) => s.context.facilities)
  const searchLoading = useSelector(actor, (s) => s.context.searchLoading)
  const notFound = useSelector(actor, (s) => s.context.notFound)
  const inputRef = useRef<HTMLInputElement>(null)
  const labelId = useId()

  const items: Item[] = [
    ...cities.map((city) => ({ kind: "city" as const, city })),
    ...facilities.map((facility) => ({ kind: "facility" as const, facility }))
  ]

  // Hand over early typing, once.
  useEffect(() => {
    if (initialText !== "") actor.send({ type: "TYPE", text: initialText })
    if (autoFocus) inputRef.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  // What a choice does (spec 2.4).
  const goToCity = useEffectEvent((city: City) => {
    const { city: cityParam, district } = cityParams(city)
    const withCity = (params: URLSearchParams) => {
      params.set("city", cityParam)
      if (district === null) params.delete("district")
      else params.set("district", district)
      return params
    }
    if (isMapListening()) {
      // A map is on screen (the map page, or the landing page's map): move it, stay on the page.
      announceCityChosen(city)
      setSearch((params) => withCity(params), { state: { city } })
      return
    }
    // Elsewhere: open the map at that city, keeping the chosen filters.
    const next = new URLSearchParams()
    for (const key of FILTER_KEYS) {
      const value = search.get(key)
      if (value !== null) next.set(key, value)
    }
    navigate(`${MAP_PATH}?${withCity(next).toString()}`, { state: { city } })
  })
  const goToFacility = useEffectEvent((facility: FacilitySearchItem) => {
    navigate(`/placowka/${encodeURIComponent(facility.slug ?? String(facility.id))}`)
  })
  useEffect(() => {
    const chosenCity = actor.on("cityChosen", ({ city }) => goToCity(city))
    const chosenFacility = actor.on("facilityChosen", ({ facility }) => goToFacility(facility))
    return () => {
      chosenCity.unsubscribe()
      chosenFacility.unsubscribe()
    }
  }, [actor])

  // Clearing the 'city' parameter clears the text (spec 2.4).
  const cityParam = search.get("city")
  const previousCity = useRef(cityParam)
  useEffect(() => {
    if (previousCity.current !== null && cityParam === null) actor.send({ type: "CLEAR" })
    previousCity.current = cityParam
  }, [cityParam, actor])

  const combobox = useCombobox<Item>({
    items,
    itemToString,
    itemToKey: itemKey,
    inputValue: text,
    selectedItem: null,
    labelId,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) actor.send({ type: "TYPE", text: inputValue ?? "" })
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return
      if (selectedItem.kind === "city") actor.send({ type: "CHOOSE_CITY", city: selectedItem.city })
      else actor.send({ type: "CHOOSE_FACILITY", facility: selectedItem.facility })
      inputRef.current?.blur()
    }
  })
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps, openMenu, closeMenu } = combobox

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const first = items[0]
    if (first === undefined || text.trim() === "") {
      closeMenu()
      navigate(MAP_PATH)
      return
    }
    if (first.kind === "city") actor.send({ type: "CHOOSE_CITY", city: first.city })
    else actor.send({ type: "CHOOSE_FACILITY", facility: first.facility })
    closeMenu()
  }

  const showEmpty = !searchLoading && notFound
  const cityStart = 0
  const facilityStart = cities.length

  return (
    <form className={`city-search city-search--${variant}`} role="search" onSubmit={submit}>
      <label {...getLabelProps()} className="visually-hidden">
        {t("LABEL")}
      </label>
      <div className="city-search__field">
        <SearchIcon />
        <input
          {...getInputProps({
            ref: inputRef,
            onFocus: () => {
              if (!isOpen) openMenu()
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
              actor.send({ type: "CLEAR" })
              inputRef.current?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {variant === "landing" && (
          <button type="submit" className="btn btn--primary city-search__submit">
            {t("SEARCH")}
          </button>
        )}
      </div>
      <ul {...getMenuProps()} className={`city-search__menu${isOpen ? " city-search__menu--open" : ""}`} data-testid="city-search-menu">
        {isOpen &&
          (searchLoading ? (
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
              {cities.map((city, index) => {
                const item = items[cityStart + index]
                return item === undefined ? null : (
                  <li
                    key={itemKey(item)}
                    {...getItemProps({ item, index: cityStart + index })}
                    className={`city-search__item${highlightedIndex === cityStart + index ? " city-search__item--active" : ""}`}
                    data-testid="city-search-city"
                  >
                    <PinIcon />
                    <span className="city-search__text">
                      <span className="city-search__name">{city.name}</span>
                      <span className="city-search__detail">
                        {city.kind === "district" ? t("DISTRICT_OF", { city: city.display_name }) : t("VOIVODESHIP", { name: city.voivodeship })}
                      </span>
                    </span>
                  </li>
                )
              })}
              {facilities.length > 0 && (
                <li className="city-search__section" role="presentation">
                  {t("FACILITIES")}
                </li>
              )}
              {facilities.map((facility, index) => {
                const item = items[facilityStart + index]
                const address = [facility.payload.city, [facility.payload.post_code, facility.payload.street].filter(Boolean).join(", ")]
                  .filter(Boolean)
                  .join(" ")
                return item === undefined ? null : (
                  <li
                    key={itemKey(item)}
                    {...getItemProps({ item, index: facilityStart + index })}
                    className={`city-search__item${highlightedIndex === facilityStart + index ? " city-search__item--active" : ""}`}
                    data-testid="city-search-facility"
                  >
                    <HouseIcon />
                    <span className="city-search__text">
                      <span className="city-search__name">{facility.name}</span>
                      <span className="city-search__detail">{address}</span>
                    </span>
                    <span className={`city-search__tag city-search__tag--${facility.tag.preset}`}>{t(facility.tag.label)}</span>
                  </li>
                )
              })}
            </>
          ))}
      </ul>
    </form>
  )
}

/** The box before the built-in cities are in: the same look, and typing is kept. */
function EarlyBox({
  variant,
  state,
  onChange
}: {
  variant: CitySearchVariant
  state: { text: string; focused: boolean }
  onChange: (state: { text: string; focused: boolean }) => void
}) {
  const { t } = useTranslation("search")
  return (
    <form className={`city-search city-search--${variant}`} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="city-search__field">
        <SearchIcon />
        <input
          className="city-search__input"
          type="text"
          aria-label={t("LABEL")}
          placeholder={t(variant === "landing" ? "PLACEHOLDER_LANDING" : "PLACEHOLDER")}
          autoComplete="off"
          value={state.text}
          onChange={(event) => onChange({ text: event.target.value, focused: true })}
          onFocus={() => onChange({ ...state, focused: true })}
          onBlur={() => onChange({ ...state, focused: false })}
          data-testid={`city-search-${variant}`}
        />
        {variant === "landing" && (
          <button type="submit" className="btn btn--primary city-search__submit">
            {t("SEARCH")}
          </button>
        )}
      </div>
    </form>
  )
}

const SearchIcon = () => (
  <svg className="city-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1016 9.5a6.5 6.5 0 01-1.6 4.2l.3.3v.8l5 5 1.5-1.5zm-6 0A4.5 4.5 0 119.5 5a4.5 4.5 0 010 9z" />
  </svg>
)

const PinIcon = () => (
  <svg className="city-search__item-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 2a7 7 0 00-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6a2.5 2.5 0 010 5.5z" />
  </svg>
)

const HouseIcon = () => (
  <svg className="city-search__item-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z" />
  </svg>
)
