import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3"
import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import S3rver from "s3rver"
import type { AppConfig } from "../../src/config"
import { parseS3Url, type StorageTarget } from "../../src/storage/storageConfig"
import { manySignups, serverForTests, startedForTests } from "./testServer"

/** A store the server keeps files in, started for one test file, with a way to see what is in it. */
export interface StartedStore {
  readonly storage: StorageTarget
  /** Every key stored, sorted. */
  readonly keys: () => Promise<ReadonlyArray<string>>
  readonly close: () => Promise<void>
}

const BUCKET = "pociecha-test"

/** `DATA_DIR/files` as the server makes it, in a fresh temporary folder. */
const diskFolder = async (): Promise<StartedStore> => {
  const dataDir = await mkdtemp(join(tmpdir(), "pociecha-files-"))
  const dir = join(dataDir, "files")
  return {
    storage: { kind: "disk", dir },
    keys: async () => {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
      return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort()
    },
    close: () => rm(dataDir, { recursive: true, force: true })
  }
}

/** A real S3-compatible server (s3rver) on a free port, with the bucket made, configured as through S3_URL. */
const s3rverBucket = async (): Promise<StartedStore> => {
  const directory = await mkdtemp(join(tmpdir(), "pociecha-s3rver-"))
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port } = await server.run()
  // s3rver's fixed credentials: it checks the signature of every request with them.
  const storage = parseS3Url(`http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}`, "us-east-1")
  if (typeof storage === "string") throw new Error(storage)
  const client = new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }
  })
  return {
    storage,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
      return (listed.Contents ?? []).map((object) => object.Key!).sort()
    },
    close: async () => {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    }
  }
}

/** The stores every storage test runs against: the default folder, and S3 by configuration. */
export const fileStores = [
  { name: "a folder in DATA_DIR", start: diskFolder },
  { name: "an S3-compatible bucket (s3rver)", start: s3rverBucket }
] as const

/**
 * A store of the describe block's own, started by `start`, and a server of its own that keeps its
 * files there (see serverForTests): 300 facilities, the many sign-ups' configuration and `config`.
 */
export const serverOverStore = (start: () => Promise<StartedStore>, config: Partial<AppConfig> = {}) => {
  const store = startedForTests("the file store", start)
  const server = serverForTests(() => ({ facilities: 300, config: { ...manySignups, ...config, storage: store().storage } }))
  return { store: { keys: () => store().keys() }, server }
}
