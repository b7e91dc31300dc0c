import { LocationRefused, type NearPlace } from "@pociecha/core"
import { fromPromise } from "xstate"

/** Long enough for a phone's first fix; a stale fix of the last minutes will do. */
const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 }

/**
 * 'Blisko mnie's `locate` (core's nearMeMachine): the browser's geolocation, whose permission
 * prompt appears only now, when the parent pressed the button. A refusal is LocationRefused.
 */
export const browserLocation = fromPromise<NearPlace>(
  () =>
    new Promise((resolve, reject) => {
      if (!("geolocation" in navigator)) return reject(new Error("no geolocation"))
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude, label: null }),
        (error) => reject(error.code === error.PERMISSION_DENIED ? new LocationRefused(error.message) : new Error(error.message)),
        LOCATE_OPTIONS
      )
    })
)
