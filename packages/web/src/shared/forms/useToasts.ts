import type { FormToast } from "@pociecha/core"
import { useEffect } from "react"
import { toast } from "../ui/toast"
import { i18n } from "../i18n"
import { keyFromData } from "../i18n/keyFromData"

interface ToastSource {
  readonly on: (type: "toast", handler: (event: FormToast) => void) => { readonly unsubscribe: () => void }
}

/** Shows the toasts a core machine asks for; `ns` is the page's namespace, common keys are found too. */
export function useToasts(actor: ToastSource, ns: string): void {
  useEffect(() => {
    const subscription = actor.on("toast", ({ tone, key, values }) => {
      // `values` fill the message's placeholders, e.g. the file name of "photo '{{fileName}}' added".
      if (tone === "success") toast.success(i18n.t(keyFromData(key), { ns: [ns, "common"], ...values }))
      else toast.error(i18n.t(keyFromData(key), { ns: [ns, "common"], defaultValue: i18n.t("ERROR_UNKNOWN"), ...values }))
    })
    return () => subscription.unsubscribe()
  }, [actor, ns])
}
