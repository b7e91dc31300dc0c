import { apiError, PociechaApi, readableVisibilities, Viewer, type Publication, type PublicationPatch, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PublicationPolicy } from "../../policy/publicationPolicy"
import { FacilityRepository, type FacilityFacts } from "../../repositories/facilityRepository"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { PublicationRepository } from "../../repositories/publicationRepository"
import { fileUrlSigner } from "../../storage/signedFileUrls"
import { keyOfFileUrl } from "../../storage/storageKey"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"
import { PublicationService } from "../services/publicationService"
import { authorizedOnFacility } from "./authorizedOnFacility"

/** The caller of a read: a guest, or the signed-in caller; a token that is no good is refused, so the client refreshes it and asks again. */
const reader = Effect.flatMap(Viewer, (viewer) => (viewer._tag === "guest" ? Effect.succeed(null) : requireViewer))

/**
 * A facility's news (management 2.4 publications, premium only; spec 3.12). Reads answer what
 * the caller may see (core's readableVisibilities); its moderators write while the facility is
 * premium, but may always take an item down (the publication policy). Content is sanitised;
 * files are uploaded first and taken by the item that lists them (the publication service). A
 * file is answered at its plain, cached URL only while a public item of a public facility holds
 * it; otherwise at a URL signed for the reader just checked (see storedFiles), which an `<img>`
 * or a link opens without a token, for an hour.
 */
export const PublicationsHandlers = HttpApiBuilder.group(PociechaApi, "publications", (handlers) =>
  Effect.gen(function*() {
    const publications = yield* PublicationRepository
    const facilities = yield* FacilityRepository
    const memberships = yield* MembershipRepository
    const policies = yield* PublicationPolicy
    const service = yield* PublicationService
    const signer = fileUrlSigner((yield* ServerConfig).jwtSecret)

    /** Whether the public sees the facility (and so, its public items' files). */
    const isPublicFacility = (facilityId: number) =>
      Effect.map(facilities.facts(facilityId, "public"), (facility) => facility !== null)

    /** An item as its reader gets it: the files of one that is not everyone's at URLs signed for them. */
    const served = (item: Publication, publicFacility: boolean): Publication =>
      item.visibility === "public" && publicFacility ? item : {
        ...item,
        attachments: item.attachments.map((file) => {
          const key = keyOfFileUrl(file.url)
          return key === null ? file : { ...file, url: signer.sign(key) }
        })
      }

    /** The facility a read names, and the visibilities the caller reads there; 404 when it is none of theirs to see. */
    const readable = (ref: string) =>
      Effect.gen(function*() {
        const caller = yield* reader
        const facility = yield* facilities.findOr404(ref, "any")
        const relation = caller === null ? null : yield* memberships.relation(facility.id, caller.accountId)
        const visibilities = readableVisibilities(caller, relation)
        const publicFacility = yield* isPublicFacility(facility.id)
        // A switched-off facility's news, like its profile, is for its own staff and support.
        if (!visibilities.includes("admin_only") && !publicFacility) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
        return { facility, visibilities, publicFacility }
      })

    /** The facility a write names (404), once the caller may write its news with the `visibility` asked (the publication policy). */
    const asWriter = <A, E, R>(
      ref: string,
      visibility: PublicationPatch["visibility"],
      use: (facility: FacilityFacts, caller: ViewerClaims) => Effect.Effect<A, E, R>
    ) => authorizedOnFacility(facilities, ref, (facility) => policies.canWrite(facility, visibility), use)

    /** The item as written, answered to its writer. */
    const written = (facilityId: number, id: number) =>
      Effect.zipWith(publications.findOr404(facilityId, id), isPublicFacility(facilityId), served)

    return handlers
      .handle("list", ({ params, query }) =>
        Effect.gen(function*() {
          const { facility, visibilities, publicFacility } = yield* readable(params.id)
          const page = yield* publications.page(facility.id, visibilities, query.page ?? 1)
          return { ...page, items: page.items.map((item) => served(item, publicFacility)) }
        }))
      .handle("one", ({ params }) =>
        Effect.gen(function*() {
          const { facility, visibilities, publicFacility } = yield* readable(params.id)
          const item = yield* publications.one(facility.id, params.publication, visibilities)
          if (item === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
          return served(item, publicFacility)
        }))
      .handle("create", ({ params, payload }) =>
        asWriter(params.id, payload.visibility, (facility, caller) =>
          Effect.flatMap(service.create(facility, caller, payload), (id) => written(facility.id, id))))
      .handle("update", ({ params, payload }) =>
        asWriter(params.id, payload.visibility, (facility) =>
          Effect.andThen(service.update(facility, params.publication, payload), written(facility.id, params.publication))))
      .handle("remove", ({ params }) =>
        authorizedOnFacility(facilities, params.id, policies.canRemove, (facility) => service.remove(facility, params.publication)))
      .handle("uploadAttachment", ({ params, payload }) =>
        asWriter(params.id, undefined, (facility, caller) =>
          Effect.map(service.upload(facility, caller, payload.file), (file) =>
            // No item holds it yet: the uploader's preview is signed like a private item's file.
            ({ name: file.name, url: signer.sign(file.key), type: file.kind, size: file.bytes.byteLength }))))
  }))
