import type { validationMessages } from "@pociecha/core"
import type account from "../features/account/locales/pl.json"
import type apply from "../features/apply/locales/pl.json"
import type auth from "../features/auth/locales/pl.json"
import type blog from "../features/blog/locales/pl.json"
import type catalog from "../features/catalog/locales/pl.json"
import type claim from "../features/claim/locales/pl.json"
import type facility from "../features/facility/locales/pl.json"
import type forFacilities from "../features/forFacilities/locales/pl.json"
import type landing from "../features/landing/locales/pl.json"
import type faq from "../features/faq/locales/pl.json"
import type legal from "../features/legal/locales/pl.json"
import type maintenance from "../features/maintenance/locales/pl.json"
import type map from "../features/map/locales/pl.json"
import type opinionWizard from "../features/opinionWizard/locales/pl.json"
import type ownerArea from "../features/ownerArea/locales/pl.json"
import type support from "../features/support/locales/pl.json"
import type teacherZone from "../features/teacherZone/locales/pl.json"
import type cms from "../features/cms/locales/pl.json"
import type citySearch from "../shared/citySearch/locales/pl.json"
import type errorPages from "../shared/errorPages/locales/pl.json"
import type facilityCard from "../shared/facilityCard/locales/pl.json"
import type compare from "../features/compare/locales/pl.json"
import type filters from "../shared/filters/locales/pl.json"
import type nearPlace from "../shared/nearPlace/locales/pl.json"
import type forms from "../shared/forms/locales/pl.json"
import type common from "../shared/i18n/locales/pl.json"

// The Polish texts are the keys' one source (locales.test.ts holds Ukrainian and English to the
// same keys): with them as i18next's resource type, t("MISSPELT") or a key of another namespace is
// a compile error. One namespace per locales folder, as buildResources names them; Polish `common`
// also holds core's validation texts. It lives in the app, the one layer that may see every feature.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common"
    fallbackNS: "common"
    returnNull: false
    resources: {
      common: typeof common & typeof validationMessages
      account: typeof account
      apply: typeof apply
      auth: typeof auth
      blog: typeof blog
      catalog: typeof catalog
      claim: typeof claim
      facility: typeof facility
      forFacilities: typeof forFacilities
      landing: typeof landing
      faq: typeof faq
      legal: typeof legal
      maintenance: typeof maintenance
      map: typeof map
      opinionWizard: typeof opinionWizard
      ownerArea: typeof ownerArea
      support: typeof support
      teacherZone: typeof teacherZone
      cms: typeof cms
      citySearch: typeof citySearch
      errorPages: typeof errorPages
      facilityCard: typeof facilityCard
      compare: typeof compare
      filters: typeof filters
      nearPlace: typeof nearPlace
      forms: typeof forms
    }
  }
}
