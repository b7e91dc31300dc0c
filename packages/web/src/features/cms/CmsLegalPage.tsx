import { legalDocumentQuery, legalKinds, type LegalKind } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { pathTo } from "../../shared/routing/paths"
import { ReadState } from "../../shared/ui/ReadState"
import { CmsShell } from "./CmsShell"
import { legalKindLabel } from "./legalKindLabel"

/** /cms/legal (issue 19): the four legal texts, each with its version in force and a way to write its next one. */
export default function CmsLegalPage() {
  const { t } = useTranslation("cms")
  return (
    <CmsShell title={t("LEGAL_TEXTS_TITLE")}>
      <p className="cms__intro">{t("LEGAL_TEXTS_INTRO")}</p>
      <table className="cms__table" data-testid="cms-legal">
        <thead>
          <tr>
            <th scope="col">{t("LEGAL_TEXT")}</th>
            <th scope="col">{t("LEGAL_CURRENT")}</th>
            <th scope="col"><span className="visually-hidden">{t("ACTIONS")}</span></th>
          </tr>
        </thead>
        <tbody>
          {legalKinds.map((kind) => <LegalRow key={kind} kind={kind} />)}
        </tbody>
      </table>
    </CmsShell>
  )
}

function LegalRow({ kind }: { readonly kind: LegalKind }) {
  const { t } = useTranslation(["cms", "common"])
  const current = useQuery(legalDocumentQuery(api, kind))
  return (
    <tr data-testid="cms-legal-text" data-kind={kind}>
      <td>{t(legalKindLabel[kind], { ns: "common" })}</td>
      <td>
        <ReadState query={current}>
          {(document) => <span data-testid="cms-legal-version">{t("LEGAL_VERSION", { version: document.version, date: document.published_on })}</span>}
        </ReadState>
      </td>
      <td><Link href={pathTo("cms_legal_edit", { kind })} data-testid="cms-legal-edit">{t("LEGAL_NEW_VERSION")}</Link></td>
    </tr>
  )
}
