import type { PGlite } from "@electric-sql/pglite"
import { notificationScanner, type ScannedNotification } from "./notificationScanner"

type Subscriber = (notification: ScannedNotification) => void

/** Where an embedded database's notifications can be followed: returns the way to stop. */
export type NotificationSource = (subscriber: Subscriber) => () => void

/**
 * A view of a PGlite for its socket server that also reads the notifications in what the
 * socket server forwards: PGlite writes them into the output of whichever statement committed
 * them, so a connection that only listens would never see one. The view offers the socket
 * server the few methods it calls.
 */
export const pgliteWithNotifications = (db: PGlite) => {
  const subscribers = new Set<Subscriber>()
  const view: Pick<PGlite, "waitReady" | "isInTransaction" | "runExclusive" | "exec" | "execProtocolRawStream"> = {
    waitReady: db.waitReady,
    isInTransaction: () => db.isInTransaction(),
    runExclusive: (fn) => db.runExclusive(fn),
    exec: (query, options) => db.exec(query, options),
    execProtocolRawStream: (message, options) => {
      if (subscribers.size === 0) return db.execProtocolRawStream(message, options)
      const scan = notificationScanner((notification) => {
        for (const subscriber of subscribers) subscriber(notification)
      })
      return db.execProtocolRawStream(message, {
        ...options,
        onRawData: (data) => {
          scan(data)
          options.onRawData(data)
        }
      })
    }
  }
  return {
    socketDb: view as PGlite,
    subscribe: ((subscriber) => {
      subscribers.add(subscriber)
      return () => void subscribers.delete(subscriber)
    }) satisfies NotificationSource
  }
}
