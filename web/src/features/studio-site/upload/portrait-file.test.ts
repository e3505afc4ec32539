import { describe, expect, it } from "vitest";
import { portraitFileProblem } from "./portrait-file";

describe("portrait files", () => {
  it("takes still images up to 10 MB", () => {
    expect(portraitFileProblem({ type: "image/jpeg", size: 2_000_000 })).toBeNull();
    expect(portraitFileProblem({ type: "image/svg+xml", size: 2_000 })).toMatch(/JPEG, PNG, WebP or AVIF/);
    expect(portraitFileProblem({ type: "image/gif", size: 2_000 })).toMatch(/JPEG, PNG, WebP or AVIF/);
    expect(portraitFileProblem({ type: "image/png", size: 0 })).toBe("This file is empty.");
    expect(portraitFileProblem({ type: "image/png", size: 10 * 1024 * 1024 + 1 })).toMatch(/largest/);
  });
});
