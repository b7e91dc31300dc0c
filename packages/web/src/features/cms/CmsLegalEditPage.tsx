import { isoDateInWarsaw, legalDocumentQuery, legalKinds, maxLengths, readyMachines, type LegalDocument, type LegalKind } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Link, Redirect, useParams } from "wouter"
import { api } from "../../shared/api"
import { FormAlert, MachineForm, SubmitButton, TextField, useForm } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { pathTo } from "../../shared/routing/paths"
import { useReadyMachine } from "../../shared/session"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { ReadState } from "../../shared/ui/ReadState"
import { CmsShell } from "./CmsShell"
import { legalKindLabel } from "./legalKindLabel"

// Lexical is heavy: it arrives only with the text's editor.
const RichTextEditor = lazy(() => import("../../shared/forms/richText/RichTextEditor"))

const isLegalKind = (kind: string): kind is LegalKind => (legalKinds as ReadonlyArray<string>).includes(kind)

/** /cms/legal/:kind (issue 19): the next version of a legal text, starting from the one in force. */
export default function CmsLegalEditPage() {
  const { t } = useTranslation(["cms", "common"])
  const { kind = "" } = useParams<{ kind: string }>()
  const valid = isLegalKind(kind)
  const query = useQuery({ ...legalDocumentQuery(api, valid ? kind : "regulations"), enabled: valid })
  return (
    <CmsShell title={t("LEGAL_NEW_VERSION_OF", { title: valid ? t(legalKindLabel[kind], { ns: "common" }) : "" })}>
      <p><Link href={pathTo("cms_legal")}>{t("BACK_TO_LEGAL")}</Link></p>
      {valid ? <ReadState query={query}>{(document) => <LegalVersionForm key={document.version} document={document} />}</ReadState> : null}
    </CmsShell>
  )
}

/**
 * The editor (core's legalVersionFormMachine): title, text in the rich-text editor, the day it
 * takes effect; publishing makes a new version (the server sanitises and audits it) and returns
 * to the list, which shows it once in force.
 */
function LegalVersionForm({ document }: { readonly document: LegalDocument }) {
  const { t } = useTranslation("cms")
  const form = useForm(useReadyMachine(readyMachines.legalVersionForm), { ns: "cms", input: { document, today: isoDateInWarsaw(new Date()) } })
  if (form.result !== null) return <Redirect to={pathTo("cms_legal")} replace />
  return (
    <MachineForm form={form}>
      <p className="cms__meta">{t("LEGAL_STARTS_FROM", { version: document.version, date: document.published_on })}</p>
      <TextField {...form.field("title")} label={t("LEGAL_TITLE")} required data-testid="cms-legal-title" />
      <Suspense fallback={<LoadingScreen />}>
        <RichTextEditor
          label={t("LEGAL_BODY")}
          initialHtml={document.body_html}
          onChange={(html) => form.change("body_html", html)}
          limit={maxLengths.richText}
          error={form.errors.body_html}
          onClearError={() => form.clearError("body_html")}
          testId="cms-legal-body"
        />
      </Suspense>
      <TextField {...form.field("published_on")} type="date" label={t("LEGAL_PUBLISHED_ON")} required data-testid="cms-legal-published-on" />
      {form.formError === null ? null : (
        <FormAlert tone={form.formError === "NO_CHANGES_TO_SAVE" ? "info" : "error"}>
          {t(keyFromData(form.formError), { ns: ["cms", "common"] })}
        </FormAlert>
      )}
      <SubmitButton pending={form.pending} pendingLabel={t("LEGAL_PUBLISHING")} data-testid="cms-legal-publish">{t("LEGAL_PUBLISH")}</SubmitButton>
    </MachineForm>
  )
}
