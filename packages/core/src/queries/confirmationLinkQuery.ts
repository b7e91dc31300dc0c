import type { ApiCaller, EndpointError } from "../client/pociechaClient"
import type { ApiQuery } from "./apiQuery"
import { accountKeys } from "./queryKeys"

/** The links the portal e-mails: an account's confirmation, and a new e-mail address's. */
export type ConfirmationLink = "account" | "email"

/** Why following a confirmation link failed. */
export type ConfirmationError = EndpointError<"account", "confirm"> | EndpointError<"account", "confirmEmail">

/**
 * Following an e-mailed link (spec 2.10): confirms an account, or a new e-mail address. A link
 * works once, so the call is made once a visit — never retried, never asked again — and its
 * answer kept (`true`: a query's answer is never undefined). A confirmed new address ends every
 * session of the account on the server, so `afterEmailConfirmed` is where an app ends its own.
 */
export const confirmationLinkQuery = (
  api: ApiCaller,
  link: ConfirmationLink,
  token: string,
  afterEmailConfirmed: () => void = () => undefined
): ApiQuery<true, ConfirmationError, ReturnType<typeof accountKeys.confirmation<ConfirmationLink>>> => ({
  queryKey: accountKeys.confirmation(link, token),
  queryFn:
    link === "account"
      ? () => api.call((c) => c.account.confirm({ params: { token } })).then(() => true as const)
      : () =>
        api.call((c) => c.account.confirmEmail({ params: { token } })).then(() => {
          afterEmailConfirmed()
          return true as const
        }),
  retry: () => false,
  retryOnMount: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY
})
