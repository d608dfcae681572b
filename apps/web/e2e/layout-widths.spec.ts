// Every route at every width a visitor brings: no side-scrolling page, no word broken across lines, no text running
// into a card's padding, no text box's example cut off; and with a reader's own text spacing, no text lost.
import { cutPlaceholders, dismissCookieBanner, expect, gotoReady, layOutAllSections, test } from "./fixtures";
import { prerenderedPages } from "./prerendered-pages";

const PHONES = [320, 360, 390, 412];
const SCREENS = [768, 1024, 1440];
const ROUTES = prerenderedPages()
  .map((page) => page.path)
  .sort();

/** What is wrong with the page's layout as laid out now, one line per fault (an empty list when it fits). */
function layoutFaults(width: number): string[] {
  const describe = (element: Element) => {
    const path: string[] = [];
    for (let node: Element | null = element; node && path.length < 3; node = node.parentElement) {
      const id = node.id ? `#${node.id}` : "";
      const slot = node.getAttribute("data-slot");
      path.unshift(`${node.tagName.toLowerCase()}${id}${slot ? `[data-slot=${slot}]` : ""}`);
    }
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `${path.join(" > ")} "${text}"`;
  };
  // The text a sighted visitor reads: without what is hidden or visually hidden (1 px wide, for screen readers).
  const shownText = (element: Element) => {
    let text = "";
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (parent?.checkVisibility() && parent.getBoundingClientRect().width > 1) text += node.textContent;
    }
    return text.replace(/\s+/g, " ").trim();
  };
  const faults: string[] = [];
  // Laid out at the width under test: the resize has reached the page.
  if (window.innerWidth !== width) faults.push(`laid out ${window.innerWidth} px wide, not ${width} px`);

  // The page is wider than the screen (less a classic scrollbar). What widens it can be a positioned descendant that
  // no box around it contains, so it is found by hiding elements: from the body down, the child without which the
  // page fits, as deep as one is alone responsible.
  const root = document.documentElement;
  const screen = Math.min(width, root.clientWidth);
  if (root.scrollWidth > screen) {
    const wide = root.scrollWidth;
    const fitsWithout = (element: Element) => {
      if (!(element instanceof HTMLElement)) return false;
      const display = element.style.display;
      element.style.display = "none";
      const fits = root.scrollWidth <= screen;
      element.style.display = display;
      return fits;
    };
    const responsible = (element: Element): Element => {
      const child = [...element.children].find(fitsWithout);
      return child ? responsible(child) : element;
    };
    faults.push(`page ${wide} px wide, because of ${describe(responsible(document.body))}`);
  }

  // A word split across two lines: its characters' line boxes start at different heights.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const parent = node.parentElement;
    if (!parent || text.trim().length < 2 || parent.closest("script, style, svg, [aria-hidden=true]"))
      continue;
    // Words: letters and digits between spaces and the marks a line may break after (hyphen, slash, dash).
    for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (tops.size > 1) {
        faults.push(`"${match[0]}" broken across ${tops.size} lines in ${describe(parent)}`);
        break;
      }
    }
  }

  // Text running into the padding of the bordered box it is drawn in (a card, a field), or out of it, unless it
  // scrolls there. Visually hidden text (in a 1 px box, for screen readers) is left out.
  const scrollsWithin = (element: Element, box: Element) => {
    for (let node: Element | null = element; node && node !== box; node = node.parentElement)
      if (/auto|scroll/.test(getComputedStyle(node).overflowX)) return true;
    return false;
  };
  for (const box of document.querySelectorAll('main [class~="border"]')) {
    if (!box.checkVisibility()) continue;
    const outer = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    const inset = (side: "Left" | "Right") =>
      Number.parseFloat(style[`padding${side}`]) + Number.parseFloat(style[`border${side}Width`]);
    const edge = { left: outer.left + inset("Left"), right: outer.right - inset("Right") };
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.getBoundingClientRect().width <= 1) continue;
      range.selectNodeContents(node);
      const out = [...range.getClientRects()].some(
        (rect) => rect.width > 0 && (rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5),
      );
      if (out && parent.checkVisibility() && !scrollsWithin(parent, box)) {
        faults.push(`"${node.textContent.trim().slice(0, 30)}" runs past the padding of ${describe(box)}`);
        break;
      }
    }
  }

  // Tabs a visitor tells apart: no two visible tabs of one list read the same.
  for (const list of document.querySelectorAll("[role=tablist]")) {
    const names = [...list.querySelectorAll("[role=tab]")]
      .filter((tab) => tab.checkVisibility())
      .map(shownText);
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    if (repeated.length > 0) faults.push(`tabs read alike: ${repeated.join(", ")} in ${describe(list)}`);
  }
  return faults;
}

// Layout follows the width through CSS alone (media queries, no script reads the width to lay anything out), so each
// route is loaded once per kind of device and then laid out at each of its widths in turn, as a window resized to
// it: 2 page loads per route instead of 7, the same routes, widths and checks. The routes are split in groups run as
// tests of their own, so that the workers share them evenly.
const GROUPS = 4;
for (const [kind, widths] of [
  ["phone", PHONES],
  ["screen", SCREENS],
] as const) {
  const phone = kind === "phone";
  test.describe(`${kind}s at ${widths.join(", ")} px`, () => {
    test.use({
      viewport: { width: widths[0] ?? 0, height: phone ? 800 : 900 },
      isMobile: phone,
      hasTouch: phone,
    });

    for (let group = 0; group < GROUPS; group += 1) {
      const routes = ROUTES.filter((_, index) => index % GROUPS === group);
      test(`every route fits each width, without a word broken across lines or an example cut off (routes ${group + 1} of ${GROUPS})`, async ({
        page,
      }) => {
        test.setTimeout(routes.length * widths.length * 3_000);
        const faults: string[] = [];
        for (const route of routes) {
          await page.setViewportSize({ width: widths[0] ?? 0, height: phone ? 800 : 900 });
          await gotoReady(page, route);
          // What the early-events script reveals a while after load: the side navigation and the cookie banner.
          await page.evaluate(() => {
            document.documentElement.setAttribute("data-side-nav", "");
            document.documentElement.setAttribute("data-consent-ask", "");
            return document.fonts.ready;
          });
          await layOutAllSections(page);
          for (const width of widths) {
            await page.setViewportSize({ width, height: phone ? 800 : 900 });
            for (const fault of await page.evaluate(layoutFaults, width))
              faults.push(`${route} at ${width} px: ${fault}`);
            for (const cut of await page.evaluate(cutPlaceholders))
              faults.push(`${route} at ${width} px: placeholder cut off, ${cut}`);
          }
        }
        expect(faults).toEqual([]);
      });
    }
  });
}

// A select's box grows to show the whole chosen option, and its open list stays on the screen: the webinar sessions'
// titles are longer than a phone is wide.
test.describe("a select on a phone", () => {
  test.use({ viewport: { width: 320, height: 800 }, isMobile: true, hasTouch: true });

  test("shows the whole chosen session and lists every session within the screen", async ({ page }) => {
    await dismissCookieBanner(page);
    await gotoReady(page, "/webinars");
    const select = page.getByRole("combobox", { name: "Sesión" });
    await select.scrollIntoViewIfNeeded();
    const overflow = (element: Element) => ({
      down: element.scrollHeight - element.clientHeight,
      across: element.scrollWidth - element.clientWidth,
    });
    expect(await select.evaluate(overflow)).toEqual({ down: 0, across: 0 });
    await select.tap();
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible();
    for (const option of await options.all()) {
      const box = await option.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320, (await option.textContent()) ?? "").toBe(true);
      expect(await option.evaluate(overflow)).toEqual({ down: 0, across: 0 });
    }
  });
});

/**
 * What a reader's own text spacing (WCAG 1.4.12: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16
 * em) costs the page: a page wider than the screen, text clipped by a box that hides overflow, or an ellipsis that
 * cuts a text short. One line per fault.
 */
function spacedTextFaults(): string[] {
  const faults: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) faults.push(`page ${root.scrollWidth} px wide`);
  // The nearest box that clips the element's overflow, unless it scrolls first (a wide table scrolls in its own box).
  const clipping = (element: Element): Element | null => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (/auto|scroll/.test(overflowX + overflowY)) return null;
      if (/hidden|clip/.test(overflowX + overflowY)) return node;
    }
    return null;
  };
  const range = document.createRange();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? "";
    if (!parent || !text || parent.closest("script, style, svg, [aria-hidden=true]")) continue;
    // Visually hidden text (in a 1 px box, for screen readers) is clipped on purpose.
    if (parent.getBoundingClientRect().width <= 1 || !parent.checkVisibility()) continue;
    if (getComputedStyle(parent).textOverflow === "ellipsis" && parent.scrollWidth > parent.clientWidth + 1) {
      faults.push(`"${text.slice(0, 40)}" cut short by an ellipsis`);
      continue;
    }
    const clip = clipping(parent);
    if (!clip) continue;
    const edge = clip.getBoundingClientRect();
    range.selectNodeContents(node);
    const clipped = [...range.getClientRects()].some(
      (rect) =>
        rect.width > 0 &&
        (rect.right > edge.right + 1 ||
          rect.left < edge.left - 1 ||
          rect.bottom > edge.bottom + 1 ||
          rect.top < edge.top - 1),
    );
    if (clipped) faults.push(`"${text.slice(0, 40)}" clipped by ${clip.tagName.toLowerCase()}`);
  }
  return [...new Set(faults)];
}

const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }" +
  " p { margin-bottom: 2em !important }";

test.describe("with a reader's text spacing (WCAG 1.4.12)", () => {
  for (const width of [320, 1280]) {
    test(`every route keeps all its text at ${width} px: nothing wider than the screen, clipped or cut short`, async ({
      page,
    }) => {
      test.setTimeout(ROUTES.length * 3_000);
      await page.setViewportSize({ width, height: 800 });
      await dismissCookieBanner(page);
      const faults: string[] = [];
      for (const route of ROUTES) {
        await gotoReady(page, route);
        await layOutAllSections(page);
        await page.addStyleTag({ content: TEXT_SPACING });
        for (const fault of await page.evaluate(spacedTextFaults)) faults.push(`${route}: ${fault}`);
      }
      expect(faults).toEqual([]);
    });
  }
});
