import { isCatalogType, type CatalogType } from "@pociecha/core"
import { lazy, type ReactNode } from "react"
import { Redirect } from "wouter"
import { pathTo, type RouteName } from "../shared/routing/paths"

type Params = Readonly<Record<string, string | undefined>>

// Every page is its own chunk: the first visit downloads only the page it opens.
const LegacyFacilityRedirect = lazy(() => import("../features/facility/LegacyFacilityRedirect"))
const OpinionWizardPage = lazy(() => import("../features/opinionWizard/OpinionWizardPage"))
const ApplyPage = lazy(() => import("../features/apply/ApplyPage"))
const CatalogVoivodeshipsPage = lazy(() => import("../features/catalog/CatalogVoivodeshipsPage"))
const CatalogCitiesPage = lazy(() => import("../features/catalog/CatalogCitiesPage"))
const CatalogFacilitiesPage = lazy(() => import("../features/catalog/CatalogFacilitiesPage"))
const LoginPage = lazy(() => import("../features/auth/LoginPage"))
const SignupPage = lazy(() => import("../features/auth/SignupPage"))
const PasswordRemindPage = lazy(() => import("../features/auth/PasswordRemindPage"))
const PasswordResetPage = lazy(() => import("../features/auth/PasswordResetPage"))
const LinkConfirmationPage = lazy(() => import("../features/auth/LinkConfirmationPage"))
const ProfilePage = lazy(() => import("../features/account/ProfilePage"))
const MyOpinionsPage = lazy(() => import("../features/account/MyOpinionsPage"))
const MyOpinionPage = lazy(() => import("../features/account/MyOpinionPage"))
const MyQuestionsPage = lazy(() => import("../features/account/MyQuestionsPage"))
const QuestionThreadPage = lazy(() => import("../features/account/QuestionThreadPage"))
const MyApplicationsPage = lazy(() => import("../features/account/MyApplicationsPage"))
const MyVisitsPage = lazy(() => import("../features/account/MyVisitsPage"))
const MyMembershipsPage = lazy(() => import("../features/account/MyMembershipsPage"))
const MyFavouritesPage = lazy(() => import("../features/account/MyFavouritesPage"))
const MySavedSearchesPage = lazy(() => import("../features/account/MySavedSearchesPage"))
const AlertUnsubscribePage = lazy(() => import("../features/account/AlertUnsubscribePage"))
const ComparePage = lazy(() => import("../features/compare/ComparePage"))
const SettingsPage = lazy(() => import("../features/account/SettingsPage"))
const SupportOpinionsPage = lazy(() => import("../features/support/SupportOpinionsPage"))
const ClaimFacilityPage = lazy(() => import("../features/claim/ClaimFacilityPage"))
const FacilitySignupPage = lazy(() => import("../features/claim/FacilitySignupPage"))
const SupportShadowPage = lazy(() => import("../features/support/shadow/SupportShadowPage"))
const SupportFacilitiesPage = lazy(() => import("../features/support/facilities/SupportFacilitiesPage"))
const SupportTagsPage = lazy(() => import("../features/support/tags/SupportTagsPage"))
const SupportLimitsPage = lazy(() => import("../features/support/limits/SupportLimitsPage"))
const SupportTemplatesPage = lazy(() => import("../features/support/templates/SupportTemplatesPage"))
const SupportToolboxPage = lazy(() => import("../features/support/toolbox/SupportToolboxPage"))
const SupportOwnershipPage = lazy(() => import("../features/support/ownership/SupportOwnershipPage"))
const SupportSalesRequestsPage = lazy(() => import("../features/support/salesRequests/SupportSalesRequestsPage"))
const OwnerAreaPage = lazy(() => import("../features/ownerArea/OwnerAreaPage"))
const ForFacilitiesPage = lazy(() => import("../features/forFacilities/ForFacilitiesPage"))
const FunctionsPage = lazy(() => import("../features/forFacilities/FunctionsPage"))
const PriceListPage = lazy(() => import("../features/forFacilities/PriceListPage"))
const LegalPage = lazy(() => import("../features/legal/LegalPage"))
const MaterialsPage = lazy(() => import("../features/teacherZone/MaterialsPage"))
const MaterialPage = lazy(() => import("../features/teacherZone/MaterialPage"))
const BlogPage = lazy(() => import("../features/blog/BlogPage"))
const BlogCategoryPage = lazy(() => import("../features/blog/BlogCategoryPage"))
const BlogPostPage = lazy(() => import("../features/blog/BlogPostPage"))
const CmsLoginPage = lazy(() => import("../features/cms/CmsLoginPage"))
const CmsCitiesPage = lazy(() => import("../features/cms/CmsCitiesPage"))
const CmsCityDescriptionPage = lazy(() => import("../features/cms/CmsCityDescriptionPage"))
const CmsLegalPage = lazy(() => import("../features/cms/CmsLegalPage"))
const CmsLegalEditPage = lazy(() => import("../features/cms/CmsLegalEditPage"))
const CmsBlogPage = lazy(() => import("../features/cms/content/CmsBlogPage"))
const CmsBlogPostPage = lazy(() => import("../features/cms/content/CmsBlogPostPage"))
const CmsMaterialsPage = lazy(() => import("../features/cms/content/CmsMaterialsPage"))
const CmsMaterialPage = lazy(() => import("../features/cms/content/CmsMaterialPage"))
const CmsEventsPage = lazy(() => import("../features/cms/content/CmsEventsPage"))
const CmsEventPage = lazy(() => import("../features/cms/content/CmsEventPage"))
const FaqPage = lazy(() => import("../features/faq/FaqPage"))
const CmsFaqPage = lazy(() => import("../features/cms/CmsFaqPage"))
const CmsFaqItemPage = lazy(() => import("../features/cms/CmsFaqItemPage"))

const catalogType = (params: Params): CatalogType => {
  const type = params.type ?? ""
  return isCatalogType(type) ? type : "przedszkola"
}

/** What each route but the first pages (routes.tsx) renders; the route patterns are in paths.ts. */
const pages: { readonly [Name in Exclude<RouteName, "landing" | "map" | "map_facility">]: (params: Params) => ReactNode } = {
  add_opinion: () => <OpinionWizardPage />,
  apply: () => <ApplyPage />,
  facility: () => <LegacyFacilityRedirect />,
  catalog_voivodeships: (params) => <CatalogVoivodeshipsPage type={catalogType(params)} />,
  catalog_cities: () => <CatalogCitiesPage />,
  catalog_facilities: () => <CatalogFacilitiesPage />,
  catalog_facilities_district: () => <CatalogFacilitiesPage />,
  product_landing: () => <ForFacilitiesPage />,
  product_landing_functions: () => <FunctionsPage />,
  product_landing_price_list: () => <PriceListPage />,
  legal: () => <LegalPage />,
  materials: () => <MaterialsPage />,
  materials_list: () => <MaterialsPage />,
  materials_entry: () => <MaterialPage />,
  // An empty placeholder (spec 2.2).
  materials_placeholder: () => <div className="container" />,
  blog: () => <BlogPage />,
  blog_category: () => <BlogCategoryPage />,
  blog_post: () => <BlogPostPage />,
  // The FAQ (public-side 2.13) opens at its first section.
  faq: () => <Redirect to={pathTo("faq_intro")} replace />,
  faq_intro: () => <FaqPage section="intro" />,
  faq_info: () => <FaqPage section="info" />,
  faq_parent: () => <FaqPage section="rodzic" />,
  faq_teacher: () => <FaqPage section="nauczyciel" />,
  faq_headmaster: () => <FaqPage section="dyrektor" />,
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  password_remind: () => <PasswordRemindPage />,
  password_reset: () => <PasswordResetPage />,
  account_confirm: () => <LinkConfirmationPage link="account" />,
  email_confirm: () => <LinkConfirmationPage link="email" />,
  user: () => <ProfilePage />,
  user_opinions: () => <MyOpinionsPage />,
  user_opinion: () => <MyOpinionPage />,
  user_questions: () => <MyQuestionsPage />,
  user_question: () => <QuestionThreadPage />,
  user_applications: () => <MyApplicationsPage />,
  user_memberships: () => <MyMembershipsPage />,
  user_favourites: () => <MyFavouritesPage />,
  user_saved_searches: () => <MySavedSearchesPage />,
  alerts_unsubscribe: () => <AlertUnsubscribePage />,
  compare: () => <ComparePage />,
  user_settings: () => <SettingsPage />,
  // The panel opens at its first working screen.
  support_facilities: () => <SupportFacilitiesPage />,
  support_opinions: () => <SupportOpinionsPage />,
  // The city CMS (management 2.10) opens at its city list.
  cms: () => <Redirect to={pathTo("cms_city")} replace />,
  cms_login: () => <CmsLoginPage />,
  cms_city: () => <CmsCitiesPage />,
  cms_city_description: () => <CmsCityDescriptionPage />,
  cms_legal: () => <CmsLegalPage />,
  cms_legal_edit: () => <CmsLegalEditPage />,
  cms_blog: () => <CmsBlogPage />,
  cms_blog_post: () => <CmsBlogPostPage />,
  cms_materials: () => <CmsMaterialsPage />,
  cms_material: () => <CmsMaterialPage />,
  cms_events: () => <CmsEventsPage />,
  cms_event: () => <CmsEventPage />,
  cms_faq: () => <CmsFaqPage />,
  cms_faq_item: () => <CmsFaqItemPage />,
  claim_facility: () => <ClaimFacilityPage />,
  facility_signup: () => <FacilitySignupPage />,
  // The owner area (management 2.2): one page shows every tab of the 'user_facility' group, from
  // features/ownerArea/tabs; a tab not there yet is a 404 inside the area.
  owner_area: (params) => <OwnerAreaPage route="owner_area" params={params} />,
  facility_settings_view: (params) => <OwnerAreaPage route="facility_settings_view" params={params} />,
  facility_settings_group: (params) => <OwnerAreaPage route="facility_settings_group" params={params} />,
  facility_dashboard: (params) => <OwnerAreaPage route="facility_dashboard" params={params} />,
  facility_address: (params) => <OwnerAreaPage route="facility_address" params={params} />,
  facility_basic_info: (params) => <OwnerAreaPage route="facility_basic_info" params={params} />,
  facility_description: (params) => <OwnerAreaPage route="facility_description" params={params} />,
  facility_amenities: (params) => <OwnerAreaPage route="facility_amenities" params={params} />,
  facility_gallery: (params) => <OwnerAreaPage route="facility_gallery" params={params} />,
  facility_dayplan: (params) => <OwnerAreaPage route="facility_dayplan" params={params} />,
  facility_cadre: (params) => <OwnerAreaPage route="facility_cadre" params={params} />,
  facility_recruitment: (params) => <OwnerAreaPage route="facility_recruitment" params={params} />,
  facility_questions: (params) => <OwnerAreaPage route="facility_questions" params={params} />,
  facility_question: (params) => <OwnerAreaPage route="facility_question" params={params} />,
  facility_opinions: (params) => <OwnerAreaPage route="facility_opinions" params={params} />,
  facility_opinion: (params) => <OwnerAreaPage route="facility_opinion" params={params} />,
  facility_applications: (params) => <OwnerAreaPage route="facility_applications" params={params} />,
  facility_settings: (params) => <OwnerAreaPage route="facility_settings" params={params} />,
  facility_publications: (params) => <OwnerAreaPage route="facility_publications" params={params} />,
  facility_web_page: (params) => <OwnerAreaPage route="facility_web_page" params={params} />,
  facility_web_page_subpages: (params) => <OwnerAreaPage route="facility_web_page_subpages" params={params} />,
  facility_parents_teachers: (params) => <OwnerAreaPage route="facility_parents_teachers" params={params} />,
  facility_parents: (params) => <OwnerAreaPage route="facility_parents" params={params} />,
  facility_teachers: (params) => <OwnerAreaPage route="facility_teachers" params={params} />,
  support_shadow: () => <SupportShadowPage />,
  support_tags: () => <SupportTagsPage />,
  support_limits: () => <SupportLimitsPage />,
  support_templates: () => <SupportTemplatesPage />,
  support_toolbox: () => <SupportToolboxPage />,
  support_ownership: () => <SupportOwnershipPage />,
  support_sales_requests: () => <SupportSalesRequestsPage />,
  facility_visits: (params) => <OwnerAreaPage route="facility_visits" params={params} />,
  user_visits: () => <MyVisitsPage />
}

/** The page of the route `name`, for AppRoutes (routes.tsx), which loads this table with the first such page. */
export default function LaterPage({ name, params }: { readonly name: keyof typeof pages; readonly params: Params }) {
  return pages[name](params)
}
