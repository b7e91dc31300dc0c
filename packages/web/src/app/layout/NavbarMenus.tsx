/**
 * The navbar's interactive menus (language, profile, mobile), built on Radix. They load in their
 * own chunk when someone reaches for a menu (see NavbarMenuSlot), which keeps Radix and its
 * positioning engine out of every visit that never opens one.
 */
export { LanguageMenu } from "./LanguageMenu"
export { MobileMenu } from "./MobileMenu"
export { ProfileMenu } from "./ProfileMenu"
