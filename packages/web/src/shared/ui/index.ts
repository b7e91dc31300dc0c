/**
 * Shared UI building blocks of the shell (spec 2.3), for every feature:
 * breadcrumbs, modals, placeholders, loading, toasts, expander, images and avatars, error view.
 */
export { AlertModalHost } from "./AlertModal"
export { showAlert, closeAlert, type AlertOptions, type AlertAction } from "./alertStore"
export { Avatar, type AvatarProps } from "./Avatar"
export { Breadcrumbs, type BreadcrumbItem } from "./Breadcrumbs"
export { EmptyPlaceholder, type EmptyPlaceholderProps, type PlaceholderAction } from "./EmptyPlaceholder"
export { ErrorView, type ErrorViewProps } from "./ErrorView"
export { errorPageSubtitle } from "./errorText"
export { Expander, type ExpanderProps } from "./Expander"
export { Identicon, IDENTICON_HUE, IDENTICON_SIZE, type IdenticonProps } from "./Identicon"
export { ImageWithFallback, placeholderImages, type ImageWithFallbackProps, type PlaceholderKind } from "./ImageWithFallback"
export { LoadingScreen } from "./LoadingScreen"
export { Modal, actionClass, type ActionColor, type ModalAction, type ModalProps } from "./Modal"
export { AppToaster, TOAST_DURATION_MS } from "./Toaster"
export { toast } from "./toast"
export { Icon, type IconName } from "./Icon"
