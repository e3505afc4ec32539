import { ERROR_MESSAGES } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { render, screen } from "@/testing/render";
import { ConfigError } from "./config-error";

describe("ConfigError", () => {
  it("shows the exact message and names each missing key", () => {
    render(<ConfigError missing={["VITE_FIREBASE_API_KEY", "VITE_FIREBASE_APP_ID"]} />);
    expect(screen.getByRole("alert")).toHaveTextContent(ERROR_MESSAGES.configMissing);
    expect(screen.getByText("VITE_FIREBASE_API_KEY")).toBeInTheDocument();
    expect(screen.getByText("VITE_FIREBASE_APP_ID")).toBeInTheDocument();
  });
});
