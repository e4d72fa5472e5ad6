import type { Page } from '@playwright/test';

/**
 * What a player would notice on a page, measured in the browser: the page wider than the phone,
 * text cut off without an intended ellipsis, controls lying on top of each other.
 */
export interface PageProblems {
  /** The document's width beyond the viewport's, in CSS px (0 when it fits). */
  overflow: number;
  /** Text cut off: a short path to the element, and the text. */
  clipped: string[];
  /** Two controls where one covers the other: their names. */
  overlaps: string[];
}

/** Measures the page as it is on screen now (after it has settled). */
export function findProblems(page: Page): Promise<PageProblems> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const name =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = el.classList.length ? `.${el.classList[0]}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${name}"`;
    };
    // Behind an open modal panel (aria-modal) the page is covered: only dialogs are on screen.
    const modalOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
    const behindModal = (el: Element) =>
      modalOpen && !el.closest('[role="dialog"], [role="alertdialog"]');
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (el.closest('[aria-hidden="true"], [inert], [hidden]') || behindModal(el)) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    // Sideways scrollers (category strips, provider rows, tables) scroll on purpose.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };

    const overflow = Math.max(
      0,
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

    const clipped: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText || !shown(el) || inScroller(el)) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      // Text for screen readers only (visually hidden on purpose).
      const box0 = el.getBoundingClientRect();
      if (box0.width <= 1 || box0.height <= 1 || style.clipPath !== 'none' || style.clip !== 'auto')
        continue;
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      const cutWide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutTall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      // A word longer than its box sticks out of it (a tile's label running past the tile).
      const sticksOut =
        style.display !== 'inline' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
      // Text running past the box of an ancestor that clips it, or past the screen's edge.
      const box = el.getBoundingClientRect();
      let cutByAncestor = box.right > document.documentElement.clientWidth + 1 && box.left >= 0;
      for (let p = el.parentElement; p && !cutByAncestor; p = p.parentElement) {
        if (!hides(getComputedStyle(p).overflowX)) continue;
        const clip = p.getBoundingClientRect();
        cutByAncestor = box.right > clip.right + 1 || box.left < clip.left - 1;
        break;
      }
      if (cutWide || cutTall || sticksOut || cutByAncestor) clipped.push(describe(el));
    }

    // Bars and floating buttons stay put while the page scrolls under them: they are compared
    // with each other (and must be on screen), not with the content passing beneath.
    const pinned = (el: Element) => {
      for (let p: Element | null = el; p; p = p.parentElement) {
        const pos = getComputedStyle(p).position;
        if (pos === 'fixed' || pos === 'sticky') return true;
      }
      return false;
    };
    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"]',
      ),
    ].filter((el) => shown(el) && !inScroller(el));
    /** What a finger lands on at the control's centre (scrolled into view for the test). */
    const topAtCentre = (el: Element): Element | null => {
      let box = el.getBoundingClientRect();
      const centreY = box.top + box.height / 2;
      if (centreY < 0 || centreY >= window.innerHeight) {
        window.scrollBy(0, centreY - window.innerHeight / 2);
        box = el.getBoundingClientRect();
      }
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      return document.elementFromPoint(x, y);
    };
    const startY = window.scrollY;
    /** A box in page coordinates: comparable whatever the scroll position when measured. */
    const pageRect = (el: Element): DOMRect => {
      const box = el.getBoundingClientRect();
      return new DOMRect(
        box.left + window.scrollX,
        box.top + window.scrollY,
        box.width,
        box.height,
      );
    };
    const overlaps: string[] = [];
    for (let i = 0; i < controls.length; i += 1) {
      const a = controls[i]!;
      const ra = pageRect(a);
      for (let j = i + 1; j < controls.length; j += 1) {
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        if (pinned(a) !== pinned(b)) continue;
        const rb = pageRect(b);
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        // Touching edges and hairline focus rings are not an overlap: a few pixels of each.
        if (w <= 2 || h <= 2) continue;
        // A small control laid on a larger one on purpose (a heart on a game tile) is fine while
        // it is the one on top where a finger lands; a control hidden under another, or two of
        // a size in one spot, is not.
        const area = (r: DOMRect) => r.width * r.height;
        const [small, big, rbig] = area(ra) <= area(rb) ? [a, b, rb] : [b, a, ra];
        const sameSpot = (w * h) / area(rbig) > 0.5;
        const top = topAtCentre(small);
        const hidden = !!top && !small.contains(top) && (big.contains(top) || top === big);
        if (sameSpot || hidden) overlaps.push(`${describe(a)} / ${describe(b)}`);
      }
    }
    window.scrollTo(0, startY);
    const viewportWidth = document.documentElement.clientWidth;
    for (const el of controls) {
      if (!pinned(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.left < 0 || box.right > viewportWidth + 1)
        overlaps.push(`${describe(el)} / screen edge`);
    }
    return { overflow, clipped, overlaps };
  });
}

/** Collects every Content Security Policy violation the page reports, from its first script on. */
export const cspWatcher = () => {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (e) => {
    seen.push(
      `${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
    );
  });
};

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}
