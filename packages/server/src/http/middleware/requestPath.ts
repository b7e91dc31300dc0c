/** The path of a request URL ("/a/b?x=1" → "/a/b"), as sent: still percent-encoded. */
export const pathOf = (url: string): string => {
  const end = url.indexOf("?")
  return end < 0 ? url : url.slice(0, end)
}

/** The query of a request URL with its "?" ("/a?x=1" → "?x=1"), or "". */
export const queryOf = (url: string): string => {
  const start = url.indexOf("?")
  return start < 0 ? "" : url.slice(start)
}

/** The decoded text of a path or segment, or null when its percent-encoding is malformed (`/%E0%A4%A`, `/%`). */
export const decodePath = (path: string): string | null => {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** Paths of the HTTP API, which answer JSON: everything under /api. */
export const isApiPath = (path: string): boolean => path === "/api" || path.startsWith("/api/")
