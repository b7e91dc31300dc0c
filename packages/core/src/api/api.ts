import { HttpApi } from "effect/http-api"
import { AccountGroup } from "./account"
import { ApplicationsGroup } from "./applications"
import { BlogGroup, CmsBlogGroup } from "./blog"
import { FacilitiesGroup } from "./facilities"
import { FacilityEditsGroup } from "./facilityEdits"
import { FacilityImagesGroup } from "./facilityImages"
import { LegalGroup } from "./legal"
import { MaintenanceGroup } from "./maintenance"
import { EmployeesGroup, GalleryGroup } from "./galleryStaff"
import { MembershipsGroup } from "./memberships"
import { DevMailboxGroup, HealthGroup, OverviewGroup, TagsGroup } from "./misc"
import { ModerationGroup } from "./moderation"
import { OpinionsGroup } from "./opinions"
import { OwnershipGroup } from "./ownership"
import { PartnersGroup } from "./partners"
import { PublicationsGroup } from "./publications"
import { QuestionsGroup } from "./questions"
import { RegionsGroup } from "./regions"
import { ReportsGroup } from "./reports"
import { SalesRequestsGroup } from "./salesRequests"
import { SearchGroup } from "./search"
import { ShadowsGroup } from "./shadows"
import { ApiBoundary, Authentication } from "./security"
import { SupportAuditGroup } from "./supportAudit"
import { SupportFacilitiesGroup } from "./supportFacilities"
import { SupportCatalogueGroup } from "./supportCatalogue"
import { SupportOwnershipGroup } from "./supportOwnership"
import { SupportToolboxGroup } from "./supportToolbox"
import { CmsGroup } from "./cms"
import { VisitsGroup } from "./visits"
import { MaterialsGroup } from "./materials"
import { CmsTeacherZoneGroup } from "./teacherZoneCms"
import { CmsLegalGroup } from "./cmsLegal"
import { FaqGroup } from "./faq"
import { PageTemplatesGroup, WebPagesGroup } from "./webPages"
import { FavouritesGroup } from "./favourites"
import { InsightsGroup } from "./insights"
import { SavedSearchesGroup } from "./savedSearches"

/**
 * The whole HTTP contract of Pociecha. Every path keeps the spec's shape and is
 * mounted under `/api` on our server.
 */
export const PociechaApi = HttpApi.make("pociecha")
  .add(AccountGroup)
  .add(FacilitiesGroup)
  .add(RegionsGroup)
  .add(SearchGroup)
  .add(TagsGroup)
  .add(OverviewGroup)
  .add(OpinionsGroup)
  .add(ReportsGroup)
  .add(ModerationGroup)
  .add(QuestionsGroup)
  .add(ApplicationsGroup)
  .add(MembershipsGroup)
  .add(FacilityEditsGroup)
  .add(PublicationsGroup)
  .add(OwnershipGroup)
  .add(ShadowsGroup)
  .add(SupportAuditGroup)
  .add(SupportFacilitiesGroup)
  .add(SupportCatalogueGroup)
  .add(SupportToolboxGroup)
  .add(SupportOwnershipGroup)
  .add(CmsGroup)
  .add(CmsTeacherZoneGroup)
  .add(MaterialsGroup)
  .add(BlogGroup)
  .add(CmsBlogGroup)
  .add(CmsLegalGroup)
  .add(FaqGroup)
  .add(PartnersGroup)
  .add(GalleryGroup)
  .add(EmployeesGroup)
  .add(FacilityImagesGroup)
  .add(LegalGroup)
  .add(SalesRequestsGroup)
  .add(MaintenanceGroup)
  .add(WebPagesGroup)
  .add(PageTemplatesGroup)
  .add(DevMailboxGroup)
  .add(HealthGroup)
  .add(FavouritesGroup)
  .add(InsightsGroup)
  .add(VisitsGroup)
  .add(SavedSearchesGroup)
  .middleware(Authentication)
  .middleware(ApiBoundary)
  // Report every invalid field of a form at once, not just the first.
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })
  .annotate(HttpApi.QueryParseOptions, { errors: "all" })
  .prefix("/api")

export type PociechaApi = typeof PociechaApi
