import { NodeServices } from "@effect/platform-node"
import { PgMigrator } from "@effect/sql-pg"
import { Effect } from "effect"
import directory from "./migrations/0001_directory"
import accounts from "./migrations/0002_accounts"
import resultOrder from "./migrations/0003_result_order"
import security from "./migrations/0004_security"
import slugLookup from "./migrations/0005_slug_lookup"
import searchWords from "./migrations/0006_search_words"
import markerNotifications from "./migrations/0007_marker_notifications"
import parentsAct from "./migrations/0008_parents_act"
import mailDelivery from "./migrations/0009_mail_delivery"
import oauthIdentities from "./migrations/0010_oauth_identities"
import shadowFacilities from "./migrations/0011_shadow_facilities"
import profileEdits from "./migrations/0012_profile_edits"
import galleryStaff from "./migrations/0013_gallery_staff"
import publications from "./migrations/0014_publications"
import legalConsents from "./migrations/0015_legal_consents"
import searchNotifications from "./migrations/0016_search_notifications"
import webPages from "./migrations/0017_web_pages"
import siteCacheNotifications from "./migrations/0019_site_cache_notifications"
import siteSignInSessions from "./migrations/0020_site_sign_in_sessions"
import supportAudit from "./migrations/0021_support_audit"
import supportFacilities from "./migrations/0022_support_facilities"
import supportCatalogue from "./migrations/0023_support_catalogue"
import moderationDesk from "./migrations/0024_moderation_desk"
import cityCms from "./migrations/0025_city_cms"
import partnerKeys from "./migrations/0026_partner_keys"
import supportToolbox from "./migrations/0027_support_toolbox"
import premiumLapse from "./migrations/0028_premium_lapse"
import teacherZone from "./migrations/0029_teacher_zone"
import blog from "./migrations/0030_blog"
import salesRequests from "./migrations/0031_sales_requests"
import maintenance from "./migrations/0033_maintenance"
import faq from "./migrations/0034_faq"
import favourites from "./migrations/0035_favourites"
import facilityInsights from "./migrations/0040_facility_insights"
import searchFilters from "./migrations/0037_search_filters"
import visits from "./migrations/0038_visits"
import applicationChoices from "./migrations/0039_application_choices"
import savedSearches from "./migrations/0041_saved_searches"

/**
 * Applies the migrations not yet applied, in order; run on every start. A new migration takes the
 * number after the highest, never a gap: the migrator runs only ids above the latest one applied,
 * so a gap filled later (0018, 0032, 0036 stay empty) would be skipped on every database that has
 * the later ones.
 */
export const migrate = PgMigrator.run({
  loader: PgMigrator.fromRecord({
    "0001_directory": directory,
    "0002_accounts": accounts,
    "0003_result_order": resultOrder,
    "0004_security": security,
    "0005_slug_lookup": slugLookup,
    "0006_search_words": searchWords,
    "0007_marker_notifications": markerNotifications,
    "0008_parents_act": parentsAct,
    "0009_mail_delivery": mailDelivery,
    "0010_oauth_identities": oauthIdentities,
    "0011_shadow_facilities": shadowFacilities,
    "0012_profile_edits": profileEdits,
    "0013_gallery_staff": galleryStaff,
    "0014_publications": publications,
    "0015_legal_consents": legalConsents,
    "0016_search_notifications": searchNotifications,
    "0017_web_pages": webPages,
    "0019_site_cache_notifications": siteCacheNotifications,
    "0020_site_sign_in_sessions": siteSignInSessions,
    "0021_support_audit": supportAudit,
    "0022_support_facilities": supportFacilities,
    "0023_support_catalogue": supportCatalogue,
    "0024_moderation_desk": moderationDesk,
    "0025_city_cms": cityCms,
    "0026_partner_keys": partnerKeys,
    "0027_support_toolbox": supportToolbox,
    "0028_premium_lapse": premiumLapse,
    "0029_teacher_zone": teacherZone,
    "0030_blog": blog,
    "0031_sales_requests": salesRequests,
    "0033_maintenance": maintenance,
    "0034_faq": faq,
    "0035_favourites": favourites,
    "0037_search_filters": searchFilters,
    "0038_visits": visits,
    "0039_application_choices": applicationChoices,
    "0040_facility_insights": facilityInsights,
    "0041_saved_searches": savedSearches
  })
}).pipe(Effect.provide(NodeServices.layer))
