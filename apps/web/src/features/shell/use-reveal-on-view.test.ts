// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBelowTheFold } from "./use-reveal-on-view";

const measured: string[] = [];

/** Gives an element a box `top` px from the top of the viewport, `height` tall, and notes each time it is measured. */
function place(element: Element, top: number, height = 500): void {
  element.getBoundingClientRect = () => {
    measured.push(element.id);
    return new DOMRect(0, top, 360, height);
  };
}

beforeEach(() => {
  window.innerHeight = 740;
  document.body.innerHTML = `
    <main>
      <section id="section">
        <section id="inner"><ul id="cards"></ul></section>
      </section>
    </main>
    <footer><ul id="outside"></ul></footer>`;
  measured.length = 0;
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("isBelowTheFold", () => {
  const byId = (id: string) => document.getElementById(id) as HTMLElement;

  it("answers from the section alone when the section is off screen, so nothing inside it is laid out", () => {
    place(byId("section"), 2000);
    place(byId("inner"), 2100);
    place(byId("cards"), 2200);
    expect(isBelowTheFold(byId("cards"))).toBe(true);

    place(byId("section"), -900);
    expect(isBelowTheFold(byId("cards"))).toBe(false);
    expect(measured).toEqual(["section", "section"]);
  });

  it("measures the element when its section is on screen", () => {
    place(byId("section"), 300, 1600);
    place(byId("cards"), 900);
    expect(isBelowTheFold(byId("cards"))).toBe(true);
    place(byId("cards"), 500);
    expect(isBelowTheFold(byId("cards"))).toBe(false);
    expect(measured).toEqual(["section", "cards", "section", "cards"]);
  });

  it("treats the fold's own line as below it, as before", () => {
    place(byId("section"), 740);
    expect(isBelowTheFold(byId("cards"))).toBe(true);
    place(byId("section"), 0, 740);
    place(byId("cards"), 740);
    expect(isBelowTheFold(byId("cards"))).toBe(true);
  });

  it("measures an element outside the page's sections itself", () => {
    place(byId("outside"), 3000);
    expect(isBelowTheFold(byId("outside"))).toBe(true);
    expect(measured).toEqual(["outside"]);
  });
});
