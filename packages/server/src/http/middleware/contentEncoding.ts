/** The encodings the web build is precompressed in, in the order the server prefers them. */
export const contentEncodings = ["br", "gzip"] as const

export type ContentEncoding = (typeof contentEncodings)[number]

/**
 * The encoding to send a file in: the first of `available` (ours, best first) that the request's
 * Accept-Encoding allows, or null for the file as it is. A coding is allowed when it is listed
 * with a weight above zero, or when `*` is and it is not refused (`br;q=0`).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlyArray<ContentEncoding>
): ContentEncoding | null {
  const weights = new Map<string, number>()
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [coding = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith("q="))
    if (coding !== "") weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0
  return available.find(accepts) ?? null
}
