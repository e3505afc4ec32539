/** The demo owner created in the Auth emulator by the seed. Never used against a real project. */
export const DEMO_OWNER = {
  email: "owner@folio.test",
  password: "folio-demo-2026",
  displayName: "Demo Owner",
} as const;
