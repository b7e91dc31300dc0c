import { htmlLang, type Language, servedSettings } from "@pociecha/core"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { AppConfig } from "../../config"
import { escapeHtml } from "./servedRead"
import { staticFile, type StaticFile } from "./staticFile"

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`

/**
 * The build's index.html with this server's settings (core's `servedSettings`) before </head>:
 * its environment, tiles URL and site domain (when given), and outside production a noindex for search engines (spec 1),
 * so one build serves every environment and the tag is there before any script runs.
 */
export function markIndexHtml(html: string, config: Pick<AppConfig, "appEnv" | "tileUrl"> & Partial<Pick<AppConfig, "siteDomain">>): string {
  const tags = [
    meta(servedSettings.environment, config.appEnv),
    meta(servedSettings.tileUrl, config.tileUrl),
    ...(config.siteDomain === undefined ? [] : [meta(servedSettings.siteDomain, config.siteDomain)]),
    ...(config.appEnv === "production" ? [] : [meta("robots", "noindex, nofollow")])
  ]
  return html.replace("</head>", `  ${tags.join("\n    ")}\n  </head>`)
}

/** The page in `language`: its `<html lang>` (BCP-47), which the build writes as Polish. */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*">/, () => `<html lang="${htmlLang(language)}">`)
}

/**
 * The page of a 404 (an unknown path, or a route naming nothing): the marked page, kept out of
 * search engines. Outside production every page already says noindex.
 */
export function markNotFoundHtml(markedIndexHtml: string, config: Pick<AppConfig, "appEnv">): string {
  return config.appEnv === "production" ? markedIndexHtml.replace("</head>", `  ${meta("robots", "noindex")}\n  </head>`) : markedIndexHtml
}

/**
 * The page every app route answers (and the 404 page) from the marked index.html, compressed once
 * at start — the build's own index.html.br/.gz are of the unmarked file.
 */
export function appPage(markedIndexHtml: string): StaticFile {
  const body = Buffer.from(markedIndexHtml)
  return staticFile("index.html", body, {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION })
  })
}
