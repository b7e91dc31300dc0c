import { Config, Effect, Option, Redacted } from "effect"
import { join } from "node:path"
import { ConfigurationError } from "../configurationError"

/** An S3-compatible bucket: AWS S3, MinIO, Ceph, Garage, R2… */
export interface S3Target {
  readonly kind: "s3"
  /** The service's origin, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  readonly endpoint: string
  readonly bucket: string
  readonly region: string
  readonly accessKeyId: string
  readonly secretAccessKey: Redacted.Redacted<string>
  /** Bucket in the path (`host/bucket/key`): what stores other than AWS expect. */
  readonly forcePathStyle: boolean
}

/** Where uploaded files live: a folder (one machine), or an S3-compatible bucket (many). */
export type StorageTarget = { readonly kind: "disk"; readonly dir: string } | S3Target

/** S3's rule for bucket names: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

export const S3_URL_FORM = "http(s)://ACCESS_KEY:SECRET_KEY@host[:port]/bucket"

/**
 * Reads `S3_URL` (see {@link S3_URL_FORM}; percent-encode a key's special characters); a string
 * with the reason when it is not one. AWS's own hosts are addressed by virtual host, any other
 * store with the bucket in the path.
 */
export const parseS3Url = (value: string, region: string): S3Target | string => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `S3_URL must look like ${S3_URL_FORM}`
  }
  const bucket = url.pathname.replace(/^\/|\/$/g, "")
  if (url.protocol !== "https:" && url.protocol !== "http:") return `S3_URL must start with https:// or http://, as ${S3_URL_FORM}`
  if (url.username === "" || url.password === "") return `S3_URL must carry the access key and the secret key, as ${S3_URL_FORM}`
  if (!BUCKET.test(bucket)) return `S3_URL must end with the bucket's name (3–63 of a-z 0-9 . -), as ${S3_URL_FORM}`
  if (url.search !== "" || url.hash !== "") return `S3_URL must have no query or fragment, as ${S3_URL_FORM}`
  return {
    kind: "s3",
    endpoint: url.origin,
    bucket,
    region,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: Redacted.make(decodeURIComponent(url.password)),
    forcePathStyle: !/(^|\.)amazonaws\.com$/i.test(url.hostname)
  }
}

/** An unset and an empty variable mean the same: container files often set a name to "". */
const optionalText = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

const settings = Config.all({
  s3Url: Config.option(Config.Redacted("S3_URL")).pipe(Config.map(Option.filter((url) => Redacted.value(url).trim() !== ""))),
  region: optionalText("S3_REGION").pipe(Config.map(Option.getOrElse(() => "us-east-1")))
})

/** The store: the bucket of S3_URL when it is set (a wrong one refuses to start), else `DATA_DIR/files`. */
export const readStorageConfig = (dataDir: string) =>
  Effect.gen(function*() {
    const { s3Url, region } = yield* settings
    if (Option.isNone(s3Url)) return { kind: "disk", dir: join(dataDir, "files") } satisfies StorageTarget
    const target = parseS3Url(Redacted.value(s3Url.value).trim(), region)
    return typeof target === "string" ? yield* Effect.fail(new ConfigurationError({ reason: target })) : target
  })
