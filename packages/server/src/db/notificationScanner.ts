/** A notification read from the backend's output. */
export interface ScannedNotification {
  readonly channel: string
  readonly payload: string
}

const NOTIFICATION_RESPONSE = 0x41 // 'A'
const HEADER = 5 // type byte + int32 length
const decoder = new TextDecoder()

const readInt32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0

const cString = (bytes: Uint8Array, from: number): [string, number] => {
  const end = bytes.indexOf(0, from)
  return [decoder.decode(bytes.subarray(from, end)), end + 1]
}

/**
 * Picks the NotificationResponse messages out of a stream of PostgreSQL backend messages
 * that arrives in chunks cut anywhere. Other messages are skipped by their length, never
 * copied: only an unfinished header or notification is kept for the next chunk.
 */
export const notificationScanner = (onNotification: (notification: ScannedNotification) => void) => {
  let partial = new Uint8Array(0)
  let skip = 0
  return (chunk: Uint8Array): void => {
    let data = chunk
    let offset = 0
    if (skip > 0) {
      offset = Math.min(skip, data.length)
      skip -= offset
    }
    if (partial.length > 0) {
      const joined = new Uint8Array(partial.length + data.length - offset)
      joined.set(partial)
      joined.set(data.subarray(offset), partial.length)
      data = joined
      offset = 0
      partial = new Uint8Array(0)
    }
    while (offset < data.length) {
      if (data.length - offset < HEADER) {
        partial = data.slice(offset)
        return
      }
      const end = offset + 1 + readInt32(data, offset + 1)
      if (data[offset] !== NOTIFICATION_RESPONSE) {
        if (end > data.length) {
          skip = end - data.length
          return
        }
        offset = end
        continue
      }
      if (end > data.length) {
        partial = data.slice(offset)
        return
      }
      // Body: int32 process id, channel, payload.
      const [channel, next] = cString(data, offset + HEADER + 4)
      const [payload] = cString(data, next)
      onNotification({ channel, payload })
      offset = end
    }
  }
}
