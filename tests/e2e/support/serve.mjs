// Playwright's web server for the end-to-end suite (playwright.config.ts): the real product of
// server.mjs on E2E_PORT, until Playwright stops it with SIGTERM. E2E_SERVER_LOG=1 prints the
// tail of the server's log when it stops.
import { startProduct } from "./server.mjs"
import { removeTaken, resetTaken, servedWebDistFile } from "./taken.mjs"
import { writeFileSync } from "node:fs"

resetTaken()
const product = await startProduct({ port: Number(process.env.E2E_PORT) })
// The build it serves, for specs that start a product of their own on it (isolatedProduct.mjs).
writeFileSync(servedWebDistFile(), product.webDist)
console.log(`[e2e] server ready on ${product.baseUrl}`)
const stop = () =>
  void product.close({ failed: process.env.E2E_SERVER_LOG === "1" }).then(() => {
    removeTaken()
    process.exit(0)
  })
process.once("SIGTERM", stop)
process.once("SIGINT", stop)
