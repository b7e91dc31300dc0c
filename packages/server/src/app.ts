import { NodeHttpServer } from "@effect/platform-node"
import { Layer, Logger } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PociechaApi } from "@pociecha/core"
import { AbuseGuard } from "./abuse/abuseGuard"
import { makeAccessTokens } from "./auth/accessToken"
import type { AppConfig } from "./config"
import { databaseLayer } from "./db/database"
import { AccountHandlers } from "./http/handlers/accountHandlers"
import { LegalHandlers } from "./http/handlers/legalHandlers"
import { MaintenanceHandlers } from "./http/handlers/maintenanceHandlers"
import { apiCompressionLayer } from "./http/middleware/apiCompression"
import { apiDocsLayer, OPENAPI_PATH } from "./http/handlers/apiDocs"
import { ActivityHandlersLayer } from "./http/handlers/activityHandlers"
import { ApplicationsHandlers } from "./http/handlers/applicationHandlers"
import { MembershipsHandlers } from "./http/handlers/membershipHandlers"
import { FacilityEditsHandlers } from "./http/handlers/facilityEditHandlers"
import { OwnershipHandlers } from "./http/handlers/ownershipHandlers"
import { PublicationsHandlers } from "./http/handlers/publicationHandlers"
import { ShadowsHandlers } from "./http/handlers/shadowHandlers"
import { EmployeesHandlers } from "./http/handlers/employeeHandlers"
import { GalleryHandlers } from "./http/handlers/galleryHandlers"
import { FacilityImagesHandlers } from "./http/handlers/facilityImageHandlers"
import { QuestionsHandlers } from "./http/handlers/questionHandlers"
import { ModerationHandlers } from "./http/handlers/moderationHandlers"
import { SupportAuditHandlers } from "./http/handlers/supportAuditHandlers"
import { SupportFacilityHandlers } from "./http/handlers/supportFacilityHandlers"
import { SupportCatalogueHandlersLayer } from "./http/handlers/supportCatalogueHandlers"
import { SupportOwnershipHandlers, SupportToolboxHandlers } from "./http/handlers/supportToolboxHandlers"
import { BlogHandlers, CmsBlogHandlers } from "./http/handlers/blogHandlers"
import { CmsHandlers } from "./http/handlers/cmsHandlers"
import { CmsTeacherZoneHandlers } from "./http/handlers/cmsTeacherZoneHandlers"
import { MaterialHandlers } from "./http/handlers/materialHandlers"
import { CmsLegalHandlers } from "./http/handlers/cmsLegalHandlers"
import { FaqHandlers } from "./http/handlers/faqHandlers"
import { PartnersHandlers } from "./http/handlers/partnerHandlers"
import { OpinionHandlers } from "./http/handlers/opinionHandlers"
import { ReportHandlers } from "./http/handlers/reportHandlers"
import { FavouriteHandlers } from "./http/handlers/favouriteHandlers"
import { SavedSearchHandlers } from "./http/handlers/savedSearchHandlers"
import { SalesRequestHandlers } from "./http/handlers/salesRequestHandlers"
import { WebPageHandlersLayer } from "./http/handlers/webPageHandlers"
import { InsightsHandlers } from "./http/handlers/insightHandlers"
import { ApiBoundaryLive } from "./http/middleware/apiBoundary"
import { AuthenticationLive } from "./http/middleware/authentication"
import { maintenanceAtStartLayer, maintenanceGateLayer } from "./http/middleware/maintenanceGate"
import { FacilitiesHandlers, RegionsHandlers, SearchHandlers } from "./http/handlers/directoryHandlers"
import { createNodeServer } from "./http/nodeServer"
import { servicesLayer } from "./http/services/servicesLayer"
import { policiesLayer } from "./policy/policies"
import { RequestBoundaryLive } from "./http/middleware/requestBoundary"
import { securityHeadersLayer } from "./http/middleware/securityHeaders"
import { storedFilesLayer } from "./http/handlers/storedFiles"
import { webAppLayer } from "./http/pages/webApp"
import { latestBuildLayer } from "./http/pages/latestBuild"
import { portalSeoLayer } from "./http/pages/portalSeoRoutes"
import { blogFeedLayer } from "./http/pages/blogFeedRoute"
import { facilitySitesLayer } from "./http/sites/siteRoutes"
import { siteSignInLayer } from "./http/sites/siteSignIn"
import { premiumLapseLayer } from "./jobs/premiumLapse"
import { salesRequestRetentionLayer } from "./jobs/salesRequestRetention"
import { Outbox, outboxSenderLayer } from "./mail/outbox"
import { AccountErasureRepository } from "./repositories/accountErasureRepository"
import { AccountExportRepository } from "./repositories/accountExportRepository"
import { AccountRepository } from "./repositories/accountRepository"
import { LegalRepository } from "./repositories/legalRepository"
import { MaintenanceRepository } from "./repositories/maintenanceRepository"
import { ActivityRepository } from "./repositories/activityRepository"
import { ApplicationRepository } from "./repositories/applicationRepository"
import { ApplicationChoiceRepository } from "./repositories/applicationChoiceRepository"
import { FacilityRepository } from "./repositories/facilityRepository"
import { MembershipRepository } from "./repositories/membershipRepository"
import { FacilityEditRepository } from "./repositories/facilityEditRepository"
import { Geocoder } from "./geocoding/geocoder"
import { PublicationRepository } from "./repositories/publicationRepository"
import { ShadowRepository } from "./repositories/shadowRepository"
import { EmployeeRepository } from "./repositories/employeeRepository"
import { GalleryRepository } from "./repositories/galleryRepository"
import { QuestionRepository } from "./repositories/questionRepository"
import { ModerationRepository } from "./repositories/moderationRepository"
import { AuditRepository } from "./repositories/auditRepository"
import { SupportFacilityRepository } from "./repositories/supportFacilityRepository"
import { SupportOwnershipRepository } from "./repositories/supportOwnershipRepository"
import { SupportToolboxRepository } from "./repositories/supportToolboxRepository"
import { BlogRepository } from "./repositories/blogRepository"
import { CityDescriptionRepository } from "./repositories/cityDescriptionRepository"
import { MaterialRepository } from "./repositories/materialRepository"
import { TeacherEventRepository } from "./repositories/teacherEventRepository"
import { FaqRepository } from "./repositories/faqRepository"
import { PartnerRepository } from "./repositories/partnerRepository"
import { OpinionRepository } from "./repositories/opinionRepository"
import { RegionRepository } from "./repositories/regionRepository"
import { SalesRequestRepository } from "./repositories/salesRequestRepository"
import { ReportRepository } from "./repositories/reportRepository"
import { FavouriteRepository } from "./repositories/favouriteRepository"
import { SavedSearchRepository } from "./repositories/savedSearchRepository"
import { SearchRepository } from "./repositories/searchRepository"
import { RefinedSearchRepository } from "./repositories/refinedSearchRepository"
import { TokenRepository } from "./repositories/tokenRepository"
import { PageTemplateRepository } from "./repositories/pageTemplateRepository"
import { TagRepository } from "./repositories/tagRepository"
import { UserLimitRepository } from "./repositories/userLimitRepository"
import { WebPageRepository } from "./repositories/webPageRepository"
import { SiteSignInRepository } from "./repositories/siteSignInRepository"
import { OAuthIdentityRepository } from "./repositories/oauthIdentityRepository"
import { OAuthClients } from "./oauth/oauthClients"
import { oauthRoutesLayer } from "./http/handlers/oauthRoutes"
import { SearchIndex } from "./search/searchIndex"
import { FileStorage } from "./storage/fileStorage"
import { AccessTokenService, ServerConfig } from "./services"
import { InsightRepository } from "./repositories/insightRepository"
import { InsightCounter } from "./insights/insightCounter"
import { VisitsHandlers } from "./http/handlers/visitHandlers"
import { visitRemindersLayer } from "./jobs/visitReminders"
import { searchAlertsLayer } from "./alerts/searchAlertJob"
import { VisitRepository } from "./repositories/visitRepository"

const repositories = Layer.mergeAll(
  AccountRepository.layer,
  LegalRepository.layer,
  MaintenanceRepository.layer,
  AccountExportRepository.layer,
  AccountErasureRepository.layer,
  ActivityRepository.layer,
  FacilityRepository.layer,
  RegionRepository.layer,
  SearchRepository.layer,
  SearchIndex.layer,
  TokenRepository.layer,
  OAuthIdentityRepository.layer,
  OAuthClients.layer,
  Outbox.layer,
  AbuseGuard.layer,
  FileStorage.layer,
  OpinionRepository.layer,
  ReportRepository.layer,
  SalesRequestRepository.layer,
  ModerationRepository.layer,
  AuditRepository.layer,
  SupportFacilityRepository.layer,
  SupportToolboxRepository.layer,
  SupportOwnershipRepository.layer,
  CityDescriptionRepository.layer,
  MaterialRepository.layer,
  TeacherEventRepository.layer,
  BlogRepository.layer,
  FaqRepository.layer,
  PartnerRepository.layer,
  QuestionRepository.layer,
  ApplicationRepository.layer,
  MembershipRepository.layer,
  FacilityEditRepository.layer,
  Geocoder.layer,
  PublicationRepository.layer,
  ShadowRepository.layer,
  GalleryRepository.layer,
  EmployeeRepository.layer,
  WebPageRepository.layer,
  PageTemplateRepository.layer,
  TagRepository.layer,
  UserLimitRepository.layer,
  SiteSignInRepository.layer,
  FavouriteRepository.layer,
  SavedSearchRepository.layer,
  InsightCounter.layer.pipe(Layer.provideMerge(InsightRepository.layer)),
  RefinedSearchRepository.layer,
  VisitRepository.layer,
  ApplicationChoiceRepository.layer
)

const handlers = Layer.mergeAll(
  AccountHandlers,
  LegalHandlers,
  MaintenanceHandlers,
  FacilitiesHandlers,
  RegionsHandlers,
  SearchHandlers,
  ActivityHandlersLayer,
  OpinionHandlers,
  ReportHandlers,
  SalesRequestHandlers,
  ModerationHandlers,
  SupportAuditHandlers,
  SupportFacilityHandlers,
  SupportCatalogueHandlersLayer,
  SupportToolboxHandlers,
  SupportOwnershipHandlers,
  CmsHandlers,
  CmsTeacherZoneHandlers,
  MaterialHandlers,
  BlogHandlers,
  CmsBlogHandlers,
  CmsLegalHandlers,
  FaqHandlers,
  PartnersHandlers,
  QuestionsHandlers,
  ApplicationsHandlers,
  MembershipsHandlers,
  FacilityEditsHandlers,
  PublicationsHandlers,
  OwnershipHandlers,
  ShadowsHandlers,
  GalleryHandlers,
  EmployeesHandlers,
  FacilityImagesHandlers,
  WebPageHandlersLayer,
  FavouriteHandlers,
  SavedSearchHandlers,
  InsightsHandlers,
  VisitsHandlers
).pipe(
  Layer.provide([AuthenticationLive, ApiBoundaryLive]),
  // Handler → service → repository: handlers get use cases and policies, both built on the repositories.
  Layer.provide([servicesLayer, policiesLayer]),
  Layer.provide(repositories)
)

/**
 * The HTTP application: the API under /api with its OpenAPI document and reference, and the web
 * app, on one router, behind one request boundary.
 */
export const appLayer = (config: AppConfig) => {
  const base = Layer.mergeAll(
    Layer.succeed(ServerConfig, config),
    Layer.succeed(AccessTokenService, makeAccessTokens(config.jwtSecret)),
    // Every log line is JSON, annotated with the request id where there is one.
    Logger.layer([Logger.consoleJson])
  )
  const routes = Layer.mergeAll(
    HttpApiBuilder.layer(PociechaApi, { openapiPath: OPENAPI_PATH }).pipe(Layer.provide(handlers)),
    apiDocsLayer,
    webAppLayer.pipe(Layer.provide(repositories)),
    latestBuildLayer,
    portalSeoLayer.pipe(Layer.provide(repositories)),
    blogFeedLayer.pipe(Layer.provide(repositories)),
    oauthRoutesLayer.pipe(Layer.provide(repositories)),
    storedFilesLayer.pipe(Layer.provide(repositories)),
    // Answers a facility site's host before the portal's routes see the request.
    facilitySitesLayer.pipe(Layer.provide(repositories)),
    siteSignInLayer,
    securityHeadersLayer,
    apiCompressionLayer,
    // Maintenance answers 503 before anything else reads the request (but support's calls).
    maintenanceGateLayer.pipe(Layer.provide(repositories))
  ).pipe(
    // Installed first, so it wraps every other middleware: what they answer is what it logs.
    Layer.provideMerge(RequestBoundaryLive)
  )
  // The request boundary logs each request itself.
  return HttpRouter.serve(routes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.merge(outboxSenderLayer),
    Layer.merge(premiumLapseLayer),
    Layer.merge(salesRequestRetentionLayer.pipe(Layer.provide(repositories))),
    Layer.merge(maintenanceAtStartLayer.pipe(Layer.provide(repositories))),
    Layer.merge(visitRemindersLayer),
    Layer.merge(searchAlertsLayer),
    Layer.provide(base),
    // provideMerge: callers (tests, benchmarks) read the bound address from HttpServer.
    Layer.provideMerge(NodeHttpServer.layer(createNodeServer, { port: config.port, host: config.host }))
  )
}

/** The database for the configuration: PGlite in a folder, or the PostgreSQL server of DATABASE_URL. */
export const appDatabaseLayer = (config: AppConfig) => databaseLayer(config.database)
