/** Test support for the owner area's tabs (not app code): a signed-in owner, a facility, a tab rendered with Testing Library over recorded answers. */
import type { ManagedFacility, User } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { Suspense, type ComponentType, type ReactNode } from "react"
import { testQueryClient } from "../../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import type { OwnerTabProps } from "./index"

/** The facility's OWNER, signed in. */
export const owner: User = aSignedInUser({
  email: "dyrektor@sloneczko.pl",
  name: "Anna",
  surname: "Nowak",
  perms: { "42": ["facility-data/write", "facility-ownership/read", "facility-ownership/write"] },
  facilities: [{ id: 42, slug: "przedszkole-sloneczko-krakow", name: "Przedszkole Słoneczko", status: "premium" }],
  jwt: "jwt-owner"
})

/** What the session's resume is answered with: the owner. */
export const ownerSession = sessionOf(owner)

/** The facility as its editors read it, whole (answers are decoded against the contract): a premium kindergarten. */
export const aFacility = (overrides: Partial<ManagedFacility> = {}): ManagedFacility => ({
  id: 42, slug: "przedszkole-sloneczko-krakow", name: "Przedszkole Słoneczko", created_at: Date.UTC(2024, 2, 29, 10),
  status: "premium", shadow_status: null, specialization: [], ownership: [], features: [],
  country: "Polska", voivodeship: "małopolskie", voivodeship_slug: "malopolskie", county: "", city: "Kraków", city_slug: "krakow",
  district: null, district_slug: null, post_code: "30-001", street: "ul. Długa", building_number: "5", apartment_number: null,
  location: { lat: 50.06, lng: 19.94 }, has_phone: true, has_email: false, website: null, facebook: null, instagram: null, bip: null,
  headmaster: "Anna Nowak", avatar: null, children_count: 75, tuition: null, tuition_from: null, tuition_to: null,
  open_at: 390, close_at: 1050, saturday_open_at: null, saturday_close_at: null, sunday_open_at: null, sunday_close_at: null,
  is_open_saturday: false, is_open_sunday: false, description: "", extra_classes: [], gallery: [],
  day_plan: [], employees: [], recruitment_active: false, recruitment_description: null, vacancies: false, vacancies_by_age: [],
  vacancies_updated_at: null, active: true, verified: false, score_total: null, score_food: null, score_staff: null, score_cleanliness: null,
  opinions_count: 0, account: owner.email, account_id: owner.id, facility_owner_account_id: owner.id,
  phone: "123456789", second_phone: null, email: null, notify_new_opinions: true, notify_new_questions: true,
  voivodeship_id: 6, town_id: 1, district_id: null, town_location: { lat: 50.0614, lng: 19.9366 },
  limits: { gallery_photos: 3, description_chars: 1500, amenities: 5, amenities_edits_per_month: 1, recruitment_description: 1 },
  amenities_edits_this_month: 0,
  ...overrides
})

/** Signs the owner in once for the file (serve {@link ownerSession} with the file's answers). */
export const startAsOwner = (): Promise<void> => startSignedIn(owner)

/**
 * Renders a tab as the owner area's shell does, with Testing Library: inside its route pattern,
 * over `facility` (the shell's record), in a query cache the test may read. `showAgain` renders
 * the same tab over another record, as the shell does once a save changed it.
 */
export function renderOwnerTab(
  Tab: ComponentType<OwnerTabProps>,
  { facility = aFacility(), params = {}, queryClient = testQueryClient() }: { facility?: ManagedFacility; params?: Record<string, string>; queryClient?: QueryClient } = {}
) {
  const tab = (shown: ManagedFacility): ReactNode => (
    // As in the shell: the tab's texts may still be on their way.
    <Suspense fallback={null}>
      <Tab facilityId={shown.id} facility={shown} params={{ facility: "42", ...params }} />
    </Suspense>
  )
  const rendered = renderWithProviders(tab(facility), { path: "/user_facility/42/tab", route: "/user_facility/:facility/tab", queryClient })
  return { ...rendered, queryClient, showAgain: (shown: ManagedFacility) => rendered.rerender(tab(shown)) }
}

/** The message a form shows under the field `control` (its `aria-describedby`), or null. */
export const errorOf = (control: HTMLElement): string | null => {
  // FieldShell ties the message to its control by an id ending in "-error", the hint by "-hint".
  const errorId = control.getAttribute("aria-describedby")?.split(" ").find((id) => id.endsWith("-error"))
  return errorId === undefined ? null : (document.getElementById(errorId)?.textContent ?? null)
}
