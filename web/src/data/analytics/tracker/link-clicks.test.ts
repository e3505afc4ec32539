import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onLinkClick } from "./link-clicks";

// jsdom cannot follow links: the page's own handler keeps it where it is (as a router does).
const stay = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener("click", stay));
afterEach(() => {
  document.removeEventListener("click", stay);
  document.body.innerHTML = "";
});

/** The page's markup, as the server rendered it (no React): links the tracker never rendered. */
function page() {
  document.body.innerHTML = `
    <main>
      <a href="https://www.instagram.com/folio/"><span><strong>Instagram</strong></span></a>
      <a href="mailto:studio@folio.example">Write to us</a>
      <a href="/about">About</a>
      <a>No address</a>
      <p>Plain text</p>
    </main>`;
  const byText = (text: string) =>
    [...document.querySelectorAll("a, p")].find((element) => element.textContent === text)!;
  return {
    instagram: document.querySelector("strong")!,
    email: byText("Write to us"),
    about: byText("About"),
    noAddress: byText("No address"),
    text: byText("Plain text"),
  };
}

describe("onLinkClick", () => {
  it("reports the link's full address for a click anywhere inside it, even one a handler stops", () => {
    const { instagram, email, about } = page();
    const listener = vi.fn();
    const off = onLinkClick(document, listener);
    // A handler on the link that stops the event: the capture phase saw it first.
    email.addEventListener("click", (event) => {
      event.stopPropagation();
      event.preventDefault();
    });
    instagram.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    email.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    about.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(listener.mock.calls).toEqual([
      ["https://www.instagram.com/folio/"],
      ["mailto:studio@folio.example"],
      [`${location.origin}/about`],
    ]);
    off();
    instagram.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("counts a middle-click, not a right-click, and nothing outside a link with an address", () => {
    const { instagram, noAddress, text } = page();
    const listener = vi.fn();
    const off = onLinkClick(document, listener);
    instagram.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 1 }));
    instagram.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 2 }));
    noAddress.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    text.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(listener.mock.calls).toEqual([["https://www.instagram.com/folio/"]]);
    off();
  });
});
