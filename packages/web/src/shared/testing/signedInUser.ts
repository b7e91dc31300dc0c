import type { User } from "@pociecha/core"

/** A signed-in parent as the session call answers it, for web tests that resume a session; override what a test is about. */
export const aSignedInUser = (overrides: Partial<User> = {}): User => ({
  id: "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  email: "marta@example.pl",
  name: "Marta",
  surname: "Pytająca",
  avatar: null,
  source: "email",
  status: "active",
  third_party_data: null,
  type: "user",
  language: "pl",
  perms: {},
  facilities: [],
  shadow_facilities: [],
  notify_new_opinions: true,
  notify_new_questions: true,
  jwt: "jwt-marta",
  ...overrides
})
