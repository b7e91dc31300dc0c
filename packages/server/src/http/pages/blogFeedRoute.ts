import { blogPaths } from "@pociecha/core"
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { BlogRepository } from "../../repositories/blogRepository"
import { ServerConfig } from "../../services"
import { compressResponse } from "../middleware/apiCompression"
import { blogFeedXml } from "./blogFeed"

/** How long a reader may keep the feed: feed readers poll, and a post a few minutes late is fine. */
const FEED_TTL_SECONDS = 600

/**
 * The blog's Atom feed at /blog/feed.xml (blogFeed.ts): the newest published posts, read on
 * each request (one indexed query). A route of its own, more specific than the web app's pages.
 */
export const blogFeedLayer = HttpRouter.use((router) =>
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const posts = yield* BlogRepository
    yield* router.add("GET", blogPaths.feed, (request) =>
      Effect.flatMap(posts.latest(), (latest) =>
        compressResponse(request, HttpServerResponse.text(blogFeedXml(latest, config.publicUrl, new Date()), {
          contentType: "application/atom+xml; charset=utf-8",
          headers: { "cache-control": `public, max-age=${FEED_TTL_SECONDS}` }
        }))))
  })
)
