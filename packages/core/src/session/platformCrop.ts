import type { SessionPlatform } from "./readyMachine"

/**
 * The photo inputs' `exportCrop` slot when the platform has a crop; otherwise nothing, so the
 * machine keeps its own default (which says the crop must be provided).
 */
export const withPlatformCrop = ({ exportCrop }: SessionPlatform) => (exportCrop === undefined ? {} : { exportCrop })
