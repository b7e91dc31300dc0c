import type { FacilityEditInput, FacilityPatchInput, FormMachine, ManagedFacility, ReadyMachine } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useForm, type FormHandle } from "../../../shared/forms"
import { useReadyMachine } from "../../../shared/session"
import { keepManagedRecord } from "./keepManagedRecord"

type FacilityForm<Field extends string> = FormMachine<Field, FacilityEditInput, FacilityPatchInput, ManagedFacility, ManagedFacility>

const versions = new WeakMap<ManagedFacility, number>()
let nextVersion = 0

/**
 * Which version of the record a form was opened over: a tab keys its form by it, so a save —
 * which puts the saved record in the cache — opens a fresh form over what was saved.
 */
export function recordVersion(facility: ManagedFacility): number {
  let version = versions.get(facility)
  if (version === undefined) {
    version = nextVersion++
    versions.set(facility, version)
  }
  return version
}

/**
 * Runs a tab's form over the facility (core's ready machine, `PATCH facility/list/:ref` through the
 * tree's session, by the facility's canonical ref): once saved, the saved record replaces the area's copy;
 * the form names the public reads (profile, lists) it made stale, so the edit shows there at once.
 */
export function useFacilityForm<Field extends string>(ready: ReadyMachine<FacilityForm<Field>>, facility: ManagedFacility): FormHandle<Field, ManagedFacility> {
  const client = useQueryClient()
  const form = useForm(useReadyMachine(ready), { ns: "ownerArea", input: { facility } })
  const saved = form.result
  useEffect(() => {
    if (saved !== null) keepManagedRecord(client, saved)
  }, [client, saved])
  return form
}
