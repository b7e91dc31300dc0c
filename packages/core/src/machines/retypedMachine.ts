import type { AnyActorLogic, EventObject, MachineContext, StateMachine } from "xstate"

/** The built machine's actor slots, with the logic of those named in `Logic` given back. */
type RetypedActors<A, Logic extends Readonly<Record<string, AnyActorLogic>>> = A extends { src: infer Src extends keyof Logic & string; id: infer Id }
  ? { src: Src; logic: Logic[Src]; id: Id }
  : A

/**
 * A machine that a factory built once over erased types (xstate's typings do not follow a
 * generic machine's actors), with one use's context, events, actor logic, input, output and
 * emitted events given back; its states, actions, guards and the rest stay the built machine's.
 */
export type RetypedMachine<
  Built,
  Context extends MachineContext,
  Event extends EventObject,
  Logic extends Readonly<Record<string, AnyActorLogic>>,
  Input,
  Output,
  Emitted extends EventObject
> =
  Built extends StateMachine<
    infer _C,
    infer _E,
    infer Ch,
    infer A,
    infer Ac,
    infer G,
    infer D,
    infer SV,
    infer T,
    infer _I,
    infer _O,
    infer _Em,
    infer Me,
    infer SS,
    infer TM
  >
    ? StateMachine<Context, Event, Ch, RetypedActors<A, Logic>, Ac, G, D, SV, T, Input, Output, Emitted, Me, SS, TM>
    : never
