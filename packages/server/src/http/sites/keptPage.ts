import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { staticFile, type StaticFile } from "../pages/staticFile"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Quality 5: within a few percent of 9 (13 kB of HTML to 3.3 kB) in under a millisecond; 11 takes some 60 ms, which the first guest after each change would wait. */
const BROTLI_QUALITY = 5

/**
 * A rendered guest page as it is kept: its bytes, compressed once in both encodings (in zlib's
 * thread pool, off the event loop) and a validator, so every later guest gets the bytes as they
 * are, or a 304: compressed once per change of the site, not once per request.
 */
export const keptPage = async (html: string): Promise<StaticFile> => {
  const body = Buffer.from(html)
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION })
  ])
  return staticFile("page.html", body, { br, gzip: gz })
}
