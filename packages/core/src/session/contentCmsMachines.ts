import { contentCmsActors } from "../actors/contentCmsActors"
import { attachmentsInputMachine } from "../machines/attachmentsInput.machine"
import { commandOf } from "../machines/command.machine"
import { blogChangeKeys } from "../queries/blogQueries"
import { teacherZoneKeys } from "../queries/queryKeys"
import { blogPostFormMachine, materialFormMachine, teacherEventFormMachine } from "../machines/contentKinds"
import { readyMachine } from "./readyMachine"

/** The CMS's content editors (issue 19), saving through the API. */
export const blogPostForm = readyMachine(({ api }) => blogPostFormMachine.provide({ actors: { send: contentCmsActors(api).saveBlogPost } }))
export const materialForm = readyMachine(({ api }) => materialFormMachine.provide({ actors: { send: contentCmsActors(api).saveMaterial } }))
export const teacherEventForm = readyMachine(({ api }) => teacherEventFormMachine.provide({ actors: { send: contentCmsActors(api).saveEvent } }))

/** A material's files (spec 3.15), uploaded one by one as the news' are. */
export const materialAttachmentsInput = readyMachine(({ api }) =>
  attachmentsInputMachine.provide({ actors: { upload: contentCmsActors(api).uploadMaterialAttachment } }))

/** Deleting an entry (RUN with its id): the kind's reads, public and the CMS's, are stale after it. */
export const blogPostRemoval = readyMachine(({ api }) => commandOf(contentCmsActors(api).removeBlogPost, () => blogChangeKeys))
export const materialRemoval = readyMachine(({ api }) => commandOf(contentCmsActors(api).removeMaterial, () => [teacherZoneKeys.all]))
export const teacherEventRemoval = readyMachine(({ api }) => commandOf(contentCmsActors(api).removeEvent, () => [teacherZoneKeys.all]))
