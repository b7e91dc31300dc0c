import type { CatalogType } from "@pociecha/core"
import { builtinCitiesQuery, formatPhone } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { footerLegalLinks, footerServiceLinks, footerUserLinks, type NavigationLink } from "../navigation"
import { pathTo } from "../../shared/routing/paths"
import { useIsLogged } from "../session"
import { footerCityLinks, type FooterCityLink } from "./footerCities"
import { LogoMark } from "./Logo"
import "./footer.css"
import { keyFromData } from "../../shared/i18n/keyFromData"

/** Customer service number (spec 9: working days 8:00–16:00). */
export const CUSTOMER_SERVICE_PHONE = "+48221234567"

function CityList({ type, cities, heading }: { readonly type: CatalogType; readonly cities: readonly FooterCityLink[]; readonly heading: string }) {
  const { t } = useTranslation()
  const headingId = `footer-cities-${type}`
  return (
    <section className="footer__column" aria-labelledby={headingId}>
      <h2 className="footer__heading" id={headingId}>
        {t(keyFromData(heading))}
      </h2>
      <ul className="footer__list footer__list--cities">
        {cities.map((city) => (
          <li key={city.key}>
            <Link href={city.href}>{city.name}</Link>
          </li>
        ))}
      </ul>
      <Link className="footer__more" href={pathTo("catalog_voivodeships", { type })}>
        {t("BUTTON_SEE_MORE")}
        <span className="visually-hidden"> — {t(type === "zlobki" ? "NURSERIES_CATALOG" : "KINDERGARTENS_CATALOG")}</span>
      </Link>
    </section>
  )
}

function LinkList({ heading, links }: { readonly heading: string; readonly links: readonly NavigationLink[] }) {
  const { t } = useTranslation()
  const headingId = `footer-${heading.toLowerCase()}`
  return (
    <section className="footer__column" aria-labelledby={headingId}>
      <h2 className="footer__heading" id={headingId}>
        {t(keyFromData(heading))}
      </h2>
      <ul className="footer__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href}>{t(keyFromData(link.display))}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The footer (spec 2.3): contact, text, the two city lists, the SERVICE / FOR_USERS lists and the legal texts. */
export function Footer() {
  const { t } = useTranslation()
  const { data: cities = [] } = useQuery(builtinCitiesQuery(api))
  const isLogged = useIsLogged()
  const phone = formatPhone(CUSTOMER_SERVICE_PHONE)
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__column footer__credentials" aria-label={t("CUSTOMER_SERVICE")}>
          <Link href={pathTo("map")} className="footer__logo">
            <LogoMark size={40} />
            <span>Pociecha</span>
            {/* The name starts with what is shown, as speech input expects; the rest says where it goes. */}
            <span className="visually-hidden"> — {t("ALL_LOCATIONS")}</span>
          </Link>
          <p className="footer__text">{t("FOOTER_TEXT")}</p>
          <p className="footer__contact">
            <strong>{t("CUSTOMER_SERVICE")}</strong>
            <br />
            <a href={`tel:${CUSTOMER_SERVICE_PHONE}`}>{t("CUSTOMER_SERVICE_PHONE", { phone })}</a>
            <br />
            <span>{t("CUSTOMER_SERVICE_HOURS")}</span>
          </p>
          <address className="footer__address">{t("MAIN_ADDRESS")}</address>
        </section>
        <CityList type="zlobki" heading="NURSERIES_IN_CITIES" cities={footerCityLinks(cities, "zlobki")} />
        <CityList type="przedszkola" heading="KINDERGARTENS_IN_CITIES" cities={footerCityLinks(cities, "przedszkola")} />
        <LinkList heading="SERVICE" links={footerServiceLinks} />
        <LinkList heading="FOR_USERS" links={footerUserLinks(isLogged)} />
        <LinkList heading="LEGAL_TEXTS" links={footerLegalLinks} />
      </div>
      <p className="footer__copyright">{t("COPYRIGHT", { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
