import { afterEach, expect } from "vitest";
import { takeCspViolations } from "./browser";

// Production sends an enforced Content-Security-Policy on every page (firebase.json); the
// Hosting emulator serves the same policy. A test whose pages broke it fails, whatever it was
// checking: a blocked script, style, image or connection is a broken page in production.
afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
});
