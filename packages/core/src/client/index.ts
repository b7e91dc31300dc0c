export * from "./connectionError"
export * from "./pociechaClient"
export * from "./serviceBases"
export * from "./tokenStore"
