import { isSupportCaller, type Caller } from "./permissions"

/**
 * Who may do what with claims and creations — shadow facilities (management 2.9, 6). Anyone
 * signed in sends one; the server asks these before reading or deciding one.
 */

/** Support staff decide claims and creations: accept, decline, delete, and see every waiting one. */
export function canDecideShadow(caller: Caller | null): boolean {
  return isSupportCaller(caller)
}

/**
 * A record and its confirmation documents are read by the account that sent it and by support —
 * never by anyone else, and never publicly.
 */
export function canReadShadow(caller: Caller | null, senderId: string): boolean {
  return caller !== null && (caller.accountId === senderId || canDecideShadow(caller))
}
