import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3"
import { Effect, Redacted } from "effect"
import type { FileStore } from "./fileStore"
import type { S3Target } from "./storageConfig"

/**
 * Files in an S3-compatible bucket (the AWS SDK's own client). Checksums only where the protocol
 * requires them: stores other than AWS do not all know the SDK's newer checksum headers.
 */
export const s3Store = (target: S3Target): { readonly store: FileStore; readonly close: () => void } => {
  const client = new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: target.forcePathStyle,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: Redacted.value(target.secretAccessKey) },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED"
  })
  const Bucket = target.bucket
  const store: FileStore = {
    put: (Key, Body, ContentType) =>
      Effect.asVoid(Effect.promise(() => client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType })))),
    get: (Key) =>
      Effect.promise(async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key }))
          const bytes = await object.Body!.transformToByteArray()
          return { bytes, contentType: object.ContentType ?? "application/octet-stream" }
        } catch (error) {
          if (error instanceof NoSuchKey) return null
          throw error
        }
      }),
    delete: (Key) => Effect.asVoid(Effect.promise(() => client.send(new DeleteObjectCommand({ Bucket, Key }))))
  }
  return { store, close: () => client.destroy() }
}
