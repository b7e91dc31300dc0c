import { apiError, type ApiErrorOf, type UnauthorizedError, type Viewer, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { requireViewer } from "../http/middleware/authentication"

/**
 * Authorization as a type, after Effect's `examples/http-server` (`Domain/Policy.ts`): a
 * repository write names the policy of its action in its requirements (`policyRequire`), and
 * the only way to remove that requirement is to run the policy first (`policyUse`). A write
 * whose caller checked nothing leaves `AuthorizedActor<Entity, Action>` unsatisfied, which does
 * not compile where the handler's layer is built.
 */

const AuthorizedActorTypeId: unique symbol = Symbol.for("@pociecha/server/AuthorizedActor")

/** The signed-in caller, proven allowed to take `Action` on `Entity`. Only {@link policy} makes one. */
export interface AuthorizedActor<Entity extends string, Action extends string> extends ViewerClaims {
  readonly [AuthorizedActorTypeId]: {
    readonly _Entity: Entity
    readonly _Action: Action
  }
}

/** The catalogue's 403: the caller is signed in, but the rules do not let them do this. */
export type Refused = ApiErrorOf<"ERROR_INSUFFICIENT_PERMISSIONS">

// The brand exists only in types: the caller's claims are what a policy hands on.
const authorizedActor = <Entity extends string, Action extends string>(actor: ViewerClaims) =>
  actor as AuthorizedActor<Entity, Action>

/**
 * A policy: the signed-in caller (401 otherwise) who `allows` lets take `action` on `entity`;
 * when it does not, `refusal` — by default the catalogue's 403 ERROR_INSUFFICIENT_PERMISSIONS,
 * or the 403 a package limit answers (ERROR_ACTION_LIMIT_MET).
 */
export const policy = <Entity extends string, Action extends string, E, R, Refusal = Refused>(
  _entity: Entity,
  _action: Action,
  allows: (actor: ViewerClaims) => Effect.Effect<boolean, E, R>,
  refusal: () => Refusal = () => apiError("ERROR_INSUFFICIENT_PERMISSIONS") as Refusal
): Effect.Effect<AuthorizedActor<Entity, Action>, E | UnauthorizedError | Refusal, R | Viewer> =>
  Effect.flatMap(requireViewer, (actor) =>
    Effect.flatMap(allows(actor), (allowed) =>
      allowed ? Effect.succeed(authorizedActor<Entity, Action>(actor)) : Effect.fail(refusal())))

/**
 * The policy of an action anyone signed in may take (applying, asking, reporting: the abuse
 * limits bound them, not the permission rules); it refuses nobody but guests (401).
 */
export const signedInPolicy = <Entity extends string, Action extends string>(
  _entity: Entity,
  _action: Action
): Effect.Effect<AuthorizedActor<Entity, Action>, UnauthorizedError, Viewer> =>
  Effect.map(requireViewer, (actor) => authorizedActor<Entity, Action>(actor))

/**
 * Marks a repository write as needing the policy of `action` on `entity`: the effect is
 * unchanged, its requirements gain `AuthorizedActor<Entity, Action>`.
 */
export const policyRequire = <Entity extends string, Action extends string>(_entity: Entity, _action: Action) =>
<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | AuthorizedActor<Entity, Action>> => effect

/**
 * Runs the policy, then the effect: the policy's failure (401, 403) answers and nothing of the
 * effect runs; on success the effect no longer requires the actor the policy proved.
 */
export const policyUse = <Actor extends AuthorizedActor<string, string>, E, R>(check: Effect.Effect<Actor, E, R>) =>
<A, E2, R2>(effect: Effect.Effect<A, E2, R2>): Effect.Effect<A, E | E2, R | Exclude<R2, Actor>> =>
  Effect.flatMap(check, () => effect) as Effect.Effect<A, E | E2, R | Exclude<R2, Actor>>

/**
 * The policy of a write a guest makes before there is a session to check — a sign-up, a login's
 * new session, a link from a mail, a sign-in with Google or Facebook: anyone may ask, because what
 * authorizes it is not who calls but what the call carries and the handler checks (a password, a
 * single-use token, a provider's verified answer) and the abuse limits that bound it. The write
 * still names its action: this removes exactly that requirement, and checks nothing at run time.
 */
export const publicPolicy = <Entity extends string, Action extends string>(_entity: Entity, _action: Action) =>
<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, AuthorizedActor<Entity, Action>>> =>
  effect as Effect.Effect<A, E, Exclude<R, AuthorizedActor<Entity, Action>>>
