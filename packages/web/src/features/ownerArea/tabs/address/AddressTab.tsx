import {
  districtChoice,
  districtsFound,
  readyMachines,
  formText,
  locateAddress,
  townCentre,
  townChoice,
  townsFound,
  type AddressField,
  type City,
  type GeoPoint,
  type TagType
} from "@pociecha/core"
import { lazy, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { reportCallFailure } from "../../../../shared/errors"
import { FieldMessage, FormAlert, FormGrid, Sized, TextField, type FieldSize } from "../../../../shared/forms"
import { useIsMobile } from "../../../../shared/hooks/useMediaQuery"
import { useTags } from "../../../../shared/tags"
import type { OwnerTabProps } from ".."
import { TabForm } from "../TabForm"
import { FacilityLogoInput } from "./FacilityLogoInput"
import { PlaceSearchField } from "./PlaceSearchField"
import { recordVersion, useFacilityForm } from "../useFacilityForm"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { Button } from "../../../../shared/ui/Button"

const LocationPicker = lazy(() => import("./LocationPicker"))
type TextFieldRow = readonly [AddressField, FieldSize, string?]

/** The typed fields of the tab in their rows (management 2.11 sizes), with their input types: those before the town… */
const fieldsBeforeTown: ReadonlyArray<TextFieldRow> = [
  ["name", 3],
  ["country", 1],
  ["county", 1]
]

/** …and those after its district. */
const fieldsAfterDistrict: ReadonlyArray<TextFieldRow> = [
  ["post_code", 1],
  ["street", 2],
  ["building_number", 1],
  ["apartment_number", 1],
  ["phone", 1, "tel"],
  ["second_phone", 1, "tel"],
  ["email", 1, "email"],
  ["website", 2, "url"],
  ["facebook", 1, "url"],
  ["instagram", 1, "url"],
  ["bip", 2, "url"],
  ["headmaster", 1]
]

function TagChoice({ field, type, form }: { readonly field: "specialization" | "ownership"; readonly type: TagType; readonly form: ReturnType<typeof useAddressForm> }) {
  const { t } = useTranslation("ownerArea")
  const chosen = formText.ids(form.values[field])
  return (
    <fieldset className={`field${form.errors[field] ? " field--invalid" : ""}`}>
      <legend className="field__label">{t(`FIELD_${field}`)}</legend>
      <div className="owner-amenities__chips">
        {useTags()
          .filter((tag) => tag.type === type)
          .map((tag) => (
            <label key={tag.id} className={`owner-chip${chosen.includes(tag.id) ? " owner-chip--on" : ""}`}>
              <input
                type="checkbox"
                checked={chosen.includes(tag.id)}
                data-testid={`${field}-${tag.key}`}
                onChange={() => form.change(field, formText.ofIds(chosen.includes(tag.id) ? chosen.filter((id) => id !== tag.id) : [...chosen, tag.id]))}
              />
              {t(keyFromData(tag.display), { ns: "common" })}
            </label>
          ))}
      </div>
      {form.errors[field] === undefined ? null : <FieldMessage messageKey={form.errors[field]} />}
    </fieldset>
  )
}

const useAddressForm = (facility: OwnerTabProps["facility"]) => useFacilityForm(readyMachines.facilityAddressForm, facility)

function TextFields({ form, rows }: { readonly form: ReturnType<typeof useAddressForm>; readonly rows: ReadonlyArray<TextFieldRow> }) {
  const { t } = useTranslation("ownerArea")
  return (
    <FormGrid>
      {rows.map(([field, size, type]) => (
        <Sized key={field} size={size}>
          <TextField {...form.field(field)} label={t(keyFromData(`FIELD_${field}`))} type={type ?? "text"} />
        </Sized>
      ))}
    </FormGrid>
  )
}

/** Sets the fields a chosen place fills, one CHANGE each. */
const fill = (form: ReturnType<typeof useAddressForm>, values: Readonly<Partial<Record<AddressField, string>>>) => {
  for (const [field, value] of Object.entries(values)) form.change(field as AddressField, value)
}

/** The town and the district, each chosen from the catalogue's (management 2.4); the voivodeship follows the town. */
function PlaceFields({ form }: { readonly form: ReturnType<typeof useAddressForm> }) {
  const { t } = useTranslation("ownerArea")
  const { values } = form
  return (
    <FormGrid>
      <Sized size={2}>
        <PlaceSearchField
          name="city"
          label={t("FIELD_city")}
          hint={t("FIELD_city_HINT")}
          chosen={`${values.city}, ${values.voivodeship}`}
          error={form.errors.town_id}
          minLetters={2}
          pick={townsFound}
          // The county tells apart towns of one name in one voivodeship.
          optionLabel={(town: City) => [town.name, town.county, town.voivodeship].filter((part) => part !== "").join(", ")}
          onChoose={(town) => fill(form, townChoice(town))}
          onClearError={() => form.clearError("town_id")}
        />
      </Sized>
      <Sized size={1}>
        <PlaceSearchField
          name="district"
          label={t("FIELD_district")}
          hint={t("FIELD_district_HINT")}
          chosen={values.district === "" ? null : values.district}
          error={form.errors.district_id}
          minLetters={3}
          pick={(found) => districtsFound(found, values)}
          optionLabel={(district: City) => district.name}
          onChoose={(district) => fill(form, districtChoice(district))}
          onClear={() => fill(form, districtChoice(null))}
          onClearError={() => form.clearError("district_id")}
        />
      </Sized>
    </FormGrid>
  )
}

function AddressForm({ facility }: Pick<OwnerTabProps, "facility">) {
  const { t } = useTranslation("ownerArea")
  const form = useAddressForm(facility)
  const mobile = useIsMobile()
  const [lookup, setLookup] = useState<"idle" | "looking" | "found" | "not-found">("idle")
  const location: GeoPoint = { lat: Number(form.values.lat), lng: Number(form.values.lng) }
  const place = (point: GeoPoint) => {
    form.change("lat", String(point.lat))
    form.change("lng", String(point.lng))
  }
  const locate = async () => {
    setLookup("looking")
    try {
      const found = await locateAddress(
        api,
        { street: form.values.street, building_number: form.values.building_number, post_code: form.values.post_code, city: form.values.city },
        townCentre(form.values)
      )
      place(found.location)
      setLookup(found.found ? "found" : "not-found")
    } catch (error) {
      reportCallFailure(error)
      setLookup("idle")
    }
  }
  return (
    <TabForm form={form} testId="address-form">
      <FacilityLogoInput facility={facility} />
      <TextFields form={form} rows={fieldsBeforeTown} />
      <PlaceFields form={form} />
      <TextFields form={form} rows={fieldsAfterDistrict} />
      <TagChoice field="specialization" type="specialization" form={form} />
      <TagChoice field="ownership" type="ownership" form={form} />
      <fieldset className="field owner-location">
        <legend className="field__label">{t("MAP_LOCATION")}</legend>
        <div className="owner-location__bar">
          <Button variant="ghost" data-testid="locate-address" disabled={lookup === "looking"} onClick={() => void locate()}>
            {t("LOCATE_ADDRESS")}
          </Button>
          <span className="field__hint" data-testid="location-value">
            {location.lat.toFixed(5)}, {location.lng.toFixed(5)}
          </span>
        </div>
        {lookup === "not-found" ? <FormAlert tone="info">{t("LOCATION_NOT_FOUND")}</FormAlert> : null}
        {form.errors.lat === undefined ? null : <FieldMessage messageKey={form.errors.lat} />}
        {/* Setting the pin by hand is for the web app on a desktop (management 2.4). */}
        {mobile ? (
          <p className="field__hint">{t("LOCATION_DESKTOP_ONLY")}</p>
        ) : (
          <Suspense fallback={<div className="owner-location__map" />}>
            <LocationPicker location={location} onMove={place} />
          </Suspense>
        )}
      </fieldset>
    </TabForm>
  )
}

/**
 * Address data (management 2.4): the logo (saved on its own), name, facility type, legal form, address (its town and
 * district chosen from the catalogue's), contact, director and the map location, looked up from the address in the
 * chosen town (the town's centre when it cannot be found) and dragged into place on a desktop.
 */
export default function AddressTab({ facility }: OwnerTabProps) {
  return <AddressForm key={recordVersion(facility)} facility={facility} />
}
