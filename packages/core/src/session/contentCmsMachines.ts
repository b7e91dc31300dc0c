import { contentCmsActors } from "../actors/contentCmsActors"
import { blogPostFormMachine, materialFormMachine, teacherEventFormMachine } from "../machines/contentKinds"
import { readyMachine } from "./readyMachine"

/** The CMS's content editors (issue 19), saving through the API. */
export const blogPostForm = readyMachine(({ api }) => blogPostFormMachine.provide({ actors: { send: contentCmsActors(api).saveBlogPost } }))
export const materialForm = readyMachine(({ api }) => materialFormMachine.provide({ actors: { send: contentCmsActors(api).saveMaterial } }))
export const teacherEventForm = readyMachine(({ api }) => teacherEventFormMachine.provide({ actors: { send: contentCmsActors(api).saveEvent } }))
