import { supportUserQuery } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { Button } from "../../../shared/ui/Button"
import { ReadState } from "../../../shared/ui/ReadState"
import { SupportShell } from "../SupportShell"
import { MaintenanceSwitch } from "./MaintenanceSwitch"
import { PartnerKeys } from "./PartnerKeys"
import { UserCard } from "./UserCard"

/**
 * /support/toolbox (issue 18): support looks an account up by its e-mail address, sees whether
 * it can sign in, and mails its link again, unlocks it or ends its sessions — each confirmed,
 * each in the account's audit trail shown below it; manages the partner apps' keys, and switches maintenance on and off (issue 19).
 */
export default function SupportToolboxPage() {
  const { t } = useTranslation(["support", "common"])
  const [email, setEmail] = useState("")
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setEmail(String(new FormData(event.currentTarget).get("email") ?? "").trim())
  }
  return (
    <SupportShell tab="support_toolbox" title={t("common:SUPPORT_TOOLBOX")}>
      <form className="support__section toolbox__search" role="search" onSubmit={submit}>
        <label htmlFor="toolbox-email">{t("TOOLBOX_EMAIL")}</label>
        <input id="toolbox-email" name="email" type="email" required autoComplete="off" data-testid="toolbox-email" />
        <Button type="submit" data-testid="toolbox-look-up">{t("TOOLBOX_LOOK_UP")}</Button>
      </form>
      {email === "" ? null : <LookedUp email={email} />}
      <PartnerKeys />
      <MaintenanceSwitch />
    </SupportShell>
  )
}

function LookedUp({ email }: { readonly email: string }) {
  // No account with the address: the read's 404, which ReadState tells as "nothing found".
  const user = useQuery(supportUserQuery(api, email))
  return <ReadState query={user}>{(found) => <UserCard user={found} />}</ReadState>
}
