import { zoomResultCap, type FacilityStatus, type SearchPayload } from "@pociecha/core"
import type { Answer, AnswerBuffers } from "./answerBuffers"
import { ageGroupBits, statusCodes, type MarkerSnapshot, type TagBits } from "./markerSnapshot"

/** Zoom at and below which a view covers a region or the whole country. */
const WIDE_VIEW_ZOOM = 8

/**
 * The bits a facility must share one of: null for no filter. Keys that name no tag add no
 * bit, so keys that name none at all let nothing pass.
 */
const requiredBits = (snapshot: MarkerSnapshot, tags: TagBits, type: string, keys: ReadonlyArray<string> | undefined) => {
  if (keys === undefined || keys.length === 0) return null
  const mask = new Uint32Array(tags.words)
  for (const key of keys) {
    const bit = tags.bitOf.get(snapshot.tagIds.get(`${type}:${key}`) ?? "")
    if (bit !== undefined) mask[bit >>> 5]! |= 1 << (bit & 31)
  }
  return mask
}

const sharesBit = (tags: TagBits, position: number, mask: Uint32Array | null) => {
  if (mask === null) return true
  for (let word = 0; word < tags.words; word++) {
    if ((tags.bits[position * tags.words + word]! & mask[word]!) !== 0) return true
  }
  return false
}

/** The filters of spec 7.5 both searches share: statuses, specializations and ownerships. */
export interface FacilityFilters {
  readonly accepted_status?: ReadonlyArray<FacilityStatus> | undefined
  readonly required_specialization?: ReadonlyArray<string> | undefined
  readonly required_ownership?: ReadonlyArray<string> | undefined
}

/**
 * Whether the facility at a position passes the filters: a status among the accepted ones (all
 * when none are given) and one of the required specializations and ownerships, named by key.
 */
export const passesFilters = (snapshot: MarkerSnapshot, filters: FacilityFilters) => {
  let statuses = 0b111
  if (filters.accepted_status !== undefined && filters.accepted_status.length > 0) {
    statuses = 0
    for (const accepted of filters.accepted_status) statuses |= 1 << statusCodes[accepted]
  }
  const specializations = requiredBits(snapshot, snapshot.specialization, "specialization", filters.required_specialization)
  const ownerships = requiredBits(snapshot, snapshot.ownership, "ownership", filters.required_ownership)
  return (position: number) =>
    (statuses & (1 << snapshot.status[position]!)) !== 0 &&
    sharesBit(snapshot.specialization, position, specializations) &&
    sharesBit(snapshot.ownership, position, ownerships)
}

/** Result-order positions of the facilities in the rectangle, ascending. */
const positionsInside = (snapshot: MarkerSnapshot, west: number, south: number, east: number, north: number) => {
  const points = snapshot.points.tree.range(west, south, east, north)
  const positions = new Uint32Array(points.length)
  for (let i = 0; i < points.length; i++) positions[i] = snapshot.positionOfPoint[points[i]!]!
  return positions.sort()
}

/**
 * Positions picked by one search, as many as the closest zoom's cap. A search runs start to
 * end without yielding, so one buffer serves them all.
 */
const picked = new Uint32Array(zoomResultCap(22))

/** The two answers of the map search: the spec's array of facilities, or the map's marker wire. */
export type SearchFormat = "facilities" | "markers"

/**
 * The map search of spec 7.5 as the contract's SearchFacilities or MapMarkers JSON: public facilities inside the
 * rectangle around the polygon, of the accepted statuses, with one of the required
 * specializations and ownerships and free places for one of the age groups asked, in result order, at most the zoom's cap.
 *
 * Wide views hold most of the country: walking the facilities in result order stops at the
 * cap. Closer views ask the kd-tree for the few in the rectangle and put them in order.
 * `shown` hears the ids of the facilities answered.
 */
export const searchSnapshot = (
  snapshot: MarkerSnapshot,
  payload: SearchPayload,
  format: SearchFormat,
  buffers: AnswerBuffers,
  shown?: (facilityIds: Iterable<number>) => void
): Answer => {
  const lats = payload.search_polygon.data.map((p) => p.lat)
  const lngs = payload.search_polygon.data.map((p) => p.lng)
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
  const passes = passesFilters(snapshot, payload)
  const vacancies = payload.vacancies_for === undefined || payload.vacancies_for.length === 0 ? null : ageGroupBits(payload.vacancies_for)
  const cap = zoomResultCap(payload.zoom)
  let count = 0
  const consider = (position: number) => {
    if (passes(position) && (vacancies === null || (snapshot.vacancies[position]! & vacancies) !== 0)) picked[count++] = position
  }
  const { lat, lng } = snapshot
  if (payload.zoom <= WIDE_VIEW_ZOOM) {
    for (let i = 0; i < snapshot.size && count < cap; i++) {
      if (lat[i]! >= south && lat[i]! <= north && lng[i]! >= west && lng[i]! <= east) consider(i)
    }
  } else {
    const inside = positionsInside(snapshot, west, south, east, north)
    // The empty snapshot's one point stands for no facility: its position is past the end.
    for (let i = 0; i < inside.length && count < cap && inside[i]! < snapshot.size; i++) consider(inside[i]!)
  }
  const positions = picked.subarray(0, count)
  // The facilities this view shows (the owner's dashboard counts map appearances), by id.
  if (shown !== undefined) shown(Array.from(positions, (position) => snapshot.ordered[position]!.id))
  return format === "markers"
    ? encode(snapshot.head, snapshot.json, positions, CLOSE_MARKERS, buffers)
    : encode(OPEN_ARRAY, snapshot.items, positions, CLOSE_ARRAY, buffers)
}

const OPEN_ARRAY = Buffer.from("[")
const CLOSE_ARRAY = Buffer.from("]")
const CLOSE_MARKERS = Buffer.from("]}")

/** The head, the picked facilities' JSON with their commas, then the tail (over the last comma when there is one). */
const encode = (head: Buffer, json: ReadonlyArray<Buffer>, positions: Uint32Array, tail: Buffer, buffers: AnswerBuffers): Answer => {
  let length = head.length + tail.length - (positions.length === 0 ? 0 : 1)
  for (const position of positions) length += json[position]!.length
  return buffers.answer(length, (out) => {
    out.set(head)
    let at = head.length
    for (const position of positions) {
      const facility = json[position]!
      out.set(facility, at)
      at += facility.length
    }
    out.set(tail, length - tail.length)
  })
}
