import type { WebsiteBuilderEvent } from "@pociecha/core"

/** How the builder's parts tell the machine what the owner did. */
export type SendToBuilder = (event: WebsiteBuilderEvent) => void
