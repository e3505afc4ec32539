import { IconDownload, IconHeart } from "@tabler/icons-react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { Button } from "./button";

describe("Button", () => {
  it.each([
    ["primary", "filled"],
    ["secondary", "light"],
    ["outline", "outline"],
    ["ghost", "subtle"],
  ] as const)("renders the %s variant on Mantine's %s", (variant, mantineVariant) => {
    render(<Button variant={variant}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("data-variant", mantineVariant);
    expect(button).toHaveAttribute("data-folio-variant", variant);
  });

  it.each(["sm", "md", "lg"] as const)("renders size %s", (size) => {
    render(<Button size={size}>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("data-size", size);
  });

  it("puts an icon on the left or on the right of the label", () => {
    render(
      <>
        <Button leftIcon={<IconHeart data-testid="left" />}>Like</Button>
        <Button rightIcon={<IconDownload data-testid="right" />}>Download</Button>
      </>,
    );
    expect(screen.getByTestId("left").closest("[data-position]")).toHaveAttribute("data-position", "left");
    expect(screen.getByTestId("right").closest("[data-position]")).toHaveAttribute("data-position", "right");
  });

  it("shows a spinner, disables itself and sets aria-busy while loading", async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Send/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.getByLabelText("Loading")).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is clickable and not busy when idle", async () => {
    const onClick = vi.fn();
    const { user } = render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).not.toHaveAttribute("aria-busy");
    expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("stretches to full width on request", () => {
    render(<Button fullWidth>Wide</Button>);
    expect(screen.getByRole("button", { name: "Wide" })).toHaveAttribute("data-block", "true");
  });

  it("follows the dark colour scheme through the theme", () => {
    render(<Button variant="ghost">Ghost</Button>, { colorScheme: "dark" });
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "dark");
    expect(screen.getByRole("button", { name: "Ghost" })).toHaveAttribute("data-folio-variant", "ghost");
  });

  it("renders a router link that keeps the caller's attributes and handlers", async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Button to="/c/portraits" aria-current="page" onClick={onClick} data-testid="portraits">
        Portraits
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Portraits" });
    expect(link).toHaveAttribute("href", "/c/portraits");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(link).toHaveAttribute("data-testid", "portraits");
    expect(link).not.toHaveAttribute("type");
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("renders a download link with its file name and target", () => {
    render(
      <Button href="/media/a.webp" download="a.webp" target="_blank" rel="noopener">
        Download
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Download" });
    expect(link).toHaveAttribute("download", "a.webp");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
  });
});
