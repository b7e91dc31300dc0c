// A map tile server on the loopback for measurements: this machine reaches no tile host, and a
// map whose every tile fails fills the console with errors that a deployment never shows (and
// that Lighthouse counts). Every tile is the same plain 256×256 PNG, the colour of land.
import { createServer } from "node:http"
import { crc32, deflateSync } from "node:zlib"

const SIZE = 256
const LAND = [242, 239, 233]

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, checksum])
}

function plainTile() {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: SIZE }, () => LAND).flat())])
  const pixels = Buffer.concat(Array.from({ length: SIZE }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels, { level: 9 })),
    chunk("IEND", Buffer.alloc(0))
  ])
}

/** Starts the tile server; returns its Leaflet URL template (for TILE_URL) and `close()`. */
export async function startTileServer() {
  const tile = plainTile()
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "Content-Type": "image/png",
      "Content-Length": tile.length,
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": "public, max-age=86400"
    })
    response.end(tile)
  })
  await new Promise((resolveListen) => server.listen(0, "127.0.0.1", resolveListen))
  return {
    url: `http://127.0.0.1:${server.address().port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolveClose) => server.close(resolveClose))
  }
}
