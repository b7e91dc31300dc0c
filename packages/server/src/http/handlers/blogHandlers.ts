import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { blogPolicy } from "../../policy/blogPolicy"
import { policyUse } from "../../policy/policy"
import { BlogRepository } from "../../repositories/blogRepository"
import { requireViewer } from "../middleware/authentication"
import { BlogPostService } from "../services/blogPostService"
import { orNotFound } from "../../repositories/orNotFound"


/** The blog's public reads (issue 19): published posts only, in the reader's language. */
export const BlogHandlers = HttpApiBuilder.group(PociechaApi, "blog", (handlers) =>
  Effect.gen(function*() {
    const posts = yield* BlogRepository
    return handlers
      .handle("posts", ({ query }) => posts.posts({ category: query.category, page: query.page ?? 1, language: query.lang ?? "pl" }))
      .handle("post", ({ params, query }) => Effect.flatMap(posts.post(params.slug, query.lang ?? "pl"), orNotFound))
  }))

/** The blog in the CMS: content staff and support read every post and write them, each write audited. */
export const CmsBlogHandlers = HttpApiBuilder.group(PociechaApi, "cmsBlog", (handlers) =>
  Effect.gen(function*() {
    const posts = yield* BlogRepository
    const service = yield* BlogPostService
    const audited = <A, E, R>(effect: Effect.Effect<A, E, R>) => effect.pipe(policyUse(blogPolicy.canWrite()), policyUse(auditPolicy.canRecordCms()))
    return handlers
      .handle("list", ({ query }) => posts.cmsList(query.page ?? 1).pipe(policyUse(blogPolicy.canRead())))
      .handle("get", ({ params }) => Effect.flatMap(posts.byId(params.id), orNotFound).pipe(policyUse(blogPolicy.canRead())))
      .handle("create", ({ payload }) => audited(Effect.flatMap(requireViewer, (editor) => service.create(editor, payload))))
      .handle("update", ({ params, payload }) => audited(Effect.flatMap(requireViewer, (editor) => service.update(editor, params.id, payload))))
      .handle("remove", ({ params }) => audited(Effect.flatMap(requireViewer, (editor) => service.remove(editor, params.id))))
  }))
