import { Effect, Redacted, Result } from "effect"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readConfigFrom } from "../config"

const storageOf = (env: Record<string, string>) => {
  const result = Effect.runSync(Effect.result(readConfigFrom({ APP_ENV: "test", DATA_DIR: "/srv/pociecha", ...env })))
  return Result.isFailure(result) ? result.failure.reason : result.success.storage
}

describe("the file store's configuration", () => {
  it("is a folder in DATA_DIR unless S3_URL is set (an empty one counts as unset)", () => {
    expect(storageOf({})).toEqual({ kind: "disk", dir: join("/srv/pociecha", "files") })
    expect(storageOf({ S3_URL: " " })).toEqual({ kind: "disk", dir: join("/srv/pociecha", "files") })
  })

  it("reads the bucket, the keys (percent-decoded, the secret redacted) and the region from S3_URL", () => {
    const storage = storageOf({ S3_URL: "http://minio:p%40ss%2Fword@127.0.0.1:9000/pociecha-files", S3_REGION: "eu-central-1" })
    expect(storage).toMatchObject({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      bucket: "pociecha-files",
      region: "eu-central-1",
      accessKeyId: "minio",
      forcePathStyle: true
    })
    if (typeof storage === "string" || storage.kind !== "s3") throw new Error("expected S3")
    expect(Redacted.value(storage.secretAccessKey)).toBe("p@ss/word")
    expect(JSON.stringify(storage)).not.toContain("p@ss")
  })

  it("addresses AWS's own hosts by virtual host, with us-east-1 when no region is given", () => {
    expect(storageOf({ S3_URL: "https://AKIA:secret@s3.eu-central-1.amazonaws.com/pociecha" })).toMatchObject({
      forcePathStyle: false,
      region: "us-east-1",
      endpoint: "https://s3.eu-central-1.amazonaws.com"
    })
  })

  it("refuses to start on an S3_URL it cannot use, without repeating the secret", () => {
    const wrong = [
      "not a url",
      "s3://key:hunter2@host/bucket",
      "https://host:9000/bucket",
      "https://key@host/bucket",
      "https://key:hunter2@host",
      "https://key:hunter2@host/Bucket_Name",
      "https://key:hunter2@host/a/b",
      "https://key:hunter2@host/bucket?x=1"
    ]
    for (const url of wrong) {
      const reason = storageOf({ S3_URL: url })
      expect(typeof reason, url).toBe("string")
      expect(reason, url).toMatch(/^S3_URL must/)
      expect(reason, url).not.toContain("hunter2")
    }
  })
})
