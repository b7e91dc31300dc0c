/**
 * The navbar's interactive menus (language, profile, mobile), built on Radix. They load in their
 * own chunk right after the first paint (see Navbar), which keeps Radix and its positioning engine
 * out of the code every first visit has to run before showing anything.
 */
export { LanguageMenu } from "./LanguageMenu"
export { MobileMenu } from "./MobileMenu"
export { ProfileMenu } from "./ProfileMenu"
